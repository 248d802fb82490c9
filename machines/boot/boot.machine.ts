/**
 * Boot flow: the calls that must answer before the login page can show (SPEC sections 2 and 7).
 * `pre_frontend_login` first: an expired instance, an IP restriction or any other failure ends in a static
 * fallback page. Then the tenant's data loads in parallel; each call that fails is recorded and given its
 * default, so one failure never blanks the page. Owns no route: it runs before any flow route shows.
 */
import { assign, setup } from 'xstate';
import { failureCode } from '../../schemas/api-failure';
import type {
  AdapterList,
  Enterprise,
  IdpInfo,
  PreFrontendLogin,
  Sm2Key,
  SystemSetting,
} from '../../schemas/boot.schema';
import { type LoginPageConfig, parseLoginPageConfig } from '../../schemas/login-page-config.schema';
import { notProvided } from '../shared/not-provided';

export type BootCall =
  'systemSetting' | 'idpInfo' | 'sm2Key' | 'enterprise' | 'loadAuths' | 'loginPageTemplate';
export type FallbackPage = 'enterpriseExpired' | 'ipAccess' | 'systemError';

export type TenantData = {
  preLogin: PreFrontendLogin;
  enterprise: Enterprise | null;
  idpInfo: IdpInfo | null;
  systemSetting: SystemSetting | null;
  sm2Key: Sm2Key | null;
  adapters: AdapterList | null;
  pageConfig: LoginPageConfig;
  failed: BootCall[];
};

export type BootOutput = { kind: 'fallback'; page: FallbackPage } | { kind: 'ready'; tenant: TenantData };

/** Calls that cannot be made without the enterprise id. */
const NEEDS_ENTERPRISE: BootCall[] = ['enterprise', 'loadAuths', 'loginPageTemplate'];

type BootContext = Omit<TenantData, 'preLogin'> & {
  preLogin: PreFrontendLogin | null;
  fallback: FallbackPage | null;
};

export const bootMachine = setup({
  types: {
    context: {} as BootContext,
    output: {} as BootOutput,
  },
  actors: {
    preFrontendLogin: notProvided<PreFrontendLogin>('preFrontendLogin'),
    systemSetting: notProvided<SystemSetting>('systemSetting'),
    idpInfo: notProvided<IdpInfo>('idpInfo'),
    sm2Key: notProvided<Sm2Key>('sm2Key'),
    enterprise: notProvided<Enterprise>('enterprise'),
    loadAuths: notProvided<AdapterList, { enterpriseId: string }>('loadAuths'),
    loginPageTemplate: notProvided<string | null, { enterpriseId: string }>('loginPageTemplate'),
  },
  actions: {
    // Kept sorted: the same failures are the same state whatever order they arrived in.
    recordFailure: assign({
      failed: ({ context }, params: { call: BootCall }) => [...context.failed, params.call].sort(),
    }),
  },
  guards: {
    // pre_frontend_login's failure decides which static page opens.
    failedWith: (_, { error, code }: { error: unknown; code: string }) => failureCode(error) === code,
  },
}).createMachine({
  id: 'boot',
  context: {
    preLogin: null,
    enterprise: null,
    idpInfo: null,
    systemSetting: null,
    sm2Key: null,
    adapters: null,
    pageConfig: parseLoginPageConfig(null),
    failed: [],
    fallback: null,
  },
  initial: 'preLogin',
  states: {
    preLogin: {
      invoke: {
        id: 'preFrontendLogin',
        src: 'preFrontendLogin',
        onDone: { target: 'tenant', actions: assign({ preLogin: ({ event }) => event.output }) },
        onError: [
          {
            guard: {
              type: 'failedWith',
              params: ({ event }) => ({ error: event.error, code: 'ExpiredInstance' }),
            },
            target: 'expired',
          },
          {
            guard: {
              type: 'failedWith',
              params: ({ event }) => ({ error: event.error, code: 'InvalidIPAccess' }),
            },
            target: 'ipRestricted',
          },
          { target: 'systemError' },
        ],
      },
    },
    tenant: {
      type: 'parallel',
      onDone: 'ready',
      states: {
        settings: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'systemSetting',
                src: 'systemSetting',
                onDone: { target: 'done', actions: assign({ systemSetting: ({ event }) => event.output }) },
                onError: {
                  target: 'done',
                  actions: { type: 'recordFailure', params: { call: 'systemSetting' } },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        idp: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'idpInfo',
                src: 'idpInfo',
                onDone: { target: 'done', actions: assign({ idpInfo: ({ event }) => event.output }) },
                onError: { target: 'done', actions: { type: 'recordFailure', params: { call: 'idpInfo' } } },
              },
            },
            done: { type: 'final' },
          },
        },
        sm2: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'sm2Key',
                src: 'sm2Key',
                onDone: { target: 'done', actions: assign({ sm2Key: ({ event }) => event.output }) },
                onError: { target: 'done', actions: { type: 'recordFailure', params: { call: 'sm2Key' } } },
              },
            },
            done: { type: 'final' },
          },
        },
        enterprise: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'enterprise',
                src: 'enterprise',
                onDone: {
                  target: 'perEnterprise',
                  actions: assign({ enterprise: ({ event }) => event.output }),
                },
                // Adapters and page config are looked up by enterprise id: without it they fail too.
                onError: {
                  target: 'done',
                  actions: assign({
                    failed: ({ context }) => [...context.failed, ...NEEDS_ENTERPRISE].sort(),
                  }),
                },
              },
            },
            perEnterprise: {
              type: 'parallel',
              onDone: 'done',
              states: {
                adapters: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadAuths',
                        src: 'loadAuths',
                        input: ({ context }) => ({ enterpriseId: context.enterprise?.enterpriseId ?? '' }),
                        onDone: {
                          target: 'done',
                          actions: assign({ adapters: ({ event }) => event.output }),
                        },
                        onError: {
                          target: 'done',
                          actions: { type: 'recordFailure', params: { call: 'loadAuths' } },
                        },
                      },
                    },
                    done: { type: 'final' },
                  },
                },
                pageConfig: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loginPageTemplate',
                        src: 'loginPageTemplate',
                        input: ({ context }) => ({ enterpriseId: context.enterprise?.enterpriseId ?? '' }),
                        onDone: {
                          target: 'done',
                          actions: assign({ pageConfig: ({ event }) => parseLoginPageConfig(event.output) }),
                        },
                        onError: {
                          target: 'done',
                          actions: { type: 'recordFailure', params: { call: 'loginPageTemplate' } },
                        },
                      },
                    },
                    done: { type: 'final' },
                  },
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    ready: { type: 'final' },
    expired: { type: 'final', entry: assign({ fallback: 'enterpriseExpired' }) },
    ipRestricted: { type: 'final', entry: assign({ fallback: 'ipAccess' }) },
    systemError: { type: 'final', entry: assign({ fallback: 'systemError' }) },
  },
  output: ({ context }): BootOutput => {
    const { fallback, preLogin, ...rest } = context;
    if (fallback || !preLogin) return { kind: 'fallback', page: fallback ?? 'systemError' };
    return { kind: 'ready', tenant: { ...rest, preLogin } };
  },
});
