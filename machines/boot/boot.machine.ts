/**
 * Boot flow: the calls that must answer before the login page can show (SPEC sections 2 and 7), all in one
 * wave. None needs another's answer: the tenant calls name no enterpriseId, which means the instance's
 * default tenant, the one `enterprise` describes. `pre_frontend_login` decides whether the page can show at
 * all: an expired instance, an IP restriction or any other failure ends in a static fallback page, whatever
 * the others answered. Each other call that fails is recorded and given its default, so one failure never
 * blanks the page. Owns no route: it runs before any flow route shows.
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
import type { DingTalkOidcPlugin } from '../../schemas/dingtalk-oidc-plugin.schema';
import { parseLoginPageConfig } from '../../schemas/login-page-config.schema';
import { notProvided } from '../shared/not-provided';
import type { BootCall, FallbackPage, TenantData } from '../shared/tenant-data';

export type { BootCall, FallbackPage, TenantData };

export type BootOutput =
  | { kind: 'fallback'; page: FallbackPage }
  | { kind: 'ready'; tenant: TenantData }
  /** The tenant named is not one of the instance's (gone since the session began). */
  | { kind: 'unknownTenant' };

type BootContext = Omit<TenantData, 'preLogin'> & {
  preLogin: PreFrontendLogin | null;
  fallback: FallbackPage | null;
  unknownTenant: boolean;
};

/** Which tenant to boot: null, the instance's default (the page's); else the session's tenant. */
export type BootInput = { enterpriseId: string | null };
/** What each call is given: the tenant it asks about. */
type CallInput = { tenant: string | null };

const bootSetup = setup({
  types: {
    input: {} as BootInput,
    context: {} as BootContext,
    output: {} as BootOutput,
  },
  actors: {
    preFrontendLogin: notProvided<PreFrontendLogin, CallInput>('preFrontendLogin'),
    systemSetting: notProvided<SystemSetting, CallInput>('systemSetting'),
    idpInfo: notProvided<IdpInfo, CallInput>('idpInfo'),
    sm2Key: notProvided<Sm2Key, CallInput>('sm2Key'),
    enterprise: notProvided<Enterprise, CallInput>('enterprise'),
    loadAuths: notProvided<AdapterList, CallInput>('loadAuths'),
    loginPageTemplate: notProvided<string | null, CallInput>('loginPageTemplate'),
    dingTalkOidcPlugins: notProvided<DingTalkOidcPlugin[], CallInput>('dingTalkOidcPlugins'),
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
    namedTenantRefused: (_, { error, tenant }: { error: unknown; tenant: string | null }) =>
      tenant !== null && failureCode(error) === 'InvalidParameter',
  },
});

const tenantOf = ({ context }: { context: BootContext }): CallInput => ({ tenant: context.bootedFor });
// One call of the wave: loading until it answers; a failure is recorded and leaves the default.
const answered = { target: 'done' } as const;
const failed = (call: BootCall) =>
  ({ target: 'done', actions: { type: 'recordFailure', params: { call } } }) as const;
const done = { done: { type: 'final' } } as const;

export const bootMachine = bootSetup.createMachine({
  id: 'boot',
  context: ({ input }) => ({
    bootedFor: input.enterpriseId,
    preLogin: null,
    enterprise: null,
    idpInfo: null,
    systemSetting: null,
    sm2Key: null,
    adapters: null,
    pageConfig: parseLoginPageConfig(null),
    dingTalkPlugins: [],
    failed: [],
    fallback: null,
    unknownTenant: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      onDone: 'ready',
      states: {
        preLogin: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'preFrontendLogin',
                src: 'preFrontendLogin',
                input: tenantOf,
                onDone: { ...answered, actions: assign({ preLogin: ({ event }) => event.output }) },
                // Leaving the wave stops the calls still under way.
                onError: [
                  {
                    guard: {
                      type: 'failedWith',
                      params: ({ event }) => ({ error: event.error, code: 'ExpiredInstance' }),
                    },
                    target: '#boot.expired',
                  },
                  {
                    guard: {
                      type: 'failedWith',
                      params: ({ event }) => ({ error: event.error, code: 'InvalidIPAccess' }),
                    },
                    target: '#boot.ipRestricted',
                  },
                  // Only a tenant named can be unknown: the default's refusal is a system error.
                  {
                    guard: {
                      type: 'namedTenantRefused',
                      params: ({ context, event }) => ({ error: event.error, tenant: context.bootedFor }),
                    },
                    target: '#boot.unknownTenant',
                  },
                  { target: '#boot.systemError' },
                ],
              },
            },
            ...done,
          },
        },
        settings: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'systemSetting',
                src: 'systemSetting',
                input: tenantOf,
                onDone: { ...answered, actions: assign({ systemSetting: ({ event }) => event.output }) },
                onError: failed('systemSetting'),
              },
            },
            ...done,
          },
        },
        idp: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'idpInfo',
                src: 'idpInfo',
                input: tenantOf,
                onDone: { ...answered, actions: assign({ idpInfo: ({ event }) => event.output }) },
                onError: failed('idpInfo'),
              },
            },
            ...done,
          },
        },
        sm2: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'sm2Key',
                src: 'sm2Key',
                input: tenantOf,
                onDone: { ...answered, actions: assign({ sm2Key: ({ event }) => event.output }) },
                onError: failed('sm2Key'),
              },
            },
            ...done,
          },
        },
        enterprise: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'enterprise',
                src: 'enterprise',
                input: tenantOf,
                onDone: { ...answered, actions: assign({ enterprise: ({ event }) => event.output }) },
                onError: failed('enterprise'),
              },
            },
            ...done,
          },
        },
        adapters: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadAuths',
                src: 'loadAuths',
                input: tenantOf,
                onDone: { ...answered, actions: assign({ adapters: ({ event }) => event.output }) },
                onError: failed('loadAuths'),
              },
            },
            ...done,
          },
        },
        pageConfig: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loginPageTemplate',
                src: 'loginPageTemplate',
                input: tenantOf,
                onDone: {
                  ...answered,
                  actions: assign({ pageConfig: ({ event }) => parseLoginPageConfig(event.output) }),
                },
                onError: failed('loginPageTemplate'),
              },
            },
            ...done,
          },
        },
        dingTalkPlugins: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'dingTalkOidcPlugins',
                src: 'dingTalkOidcPlugins',
                input: tenantOf,
                onDone: { ...answered, actions: assign({ dingTalkPlugins: ({ event }) => event.output }) },
                onError: failed('dingTalkOidcPlugins'),
              },
            },
            ...done,
          },
        },
      },
    },
    ready: { type: 'final' },
    expired: { type: 'final', entry: assign({ fallback: 'enterpriseExpired' }) },
    ipRestricted: { type: 'final', entry: assign({ fallback: 'ipAccess' }) },
    systemError: { type: 'final', entry: assign({ fallback: 'systemError' }) },
    unknownTenant: { type: 'final', entry: assign({ unknownTenant: true }) },
  },
  output: ({ context }): BootOutput => {
    const { fallback, preLogin, unknownTenant, ...rest } = context;
    if (unknownTenant) return { kind: 'unknownTenant' };
    if (fallback || !preLogin) return { kind: 'fallback', page: fallback ?? 'systemError' };
    return { kind: 'ready', tenant: { ...rest, preLogin } };
  },
});
