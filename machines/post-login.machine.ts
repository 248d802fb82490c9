/**
 * After the token (SPEC section 4, password login): store it, send a pending forced password change to
 * `/modifyPassword`, stop a risk-locked user, send a second factor to `/second/auth` (for a service
 * provider only when the application requires it too), else save the session and leave by the login type:
 * the portal by role, the service provider's target with the token, or the application second-factor
 * result (success returns to the application after 1.5 s, a refusal to login after 2 s). A stored context of
 * an unknown type is read as IDAAS, so no login reaches here without one of these three.
 * Runs on `/login` under a busy overlay; its outcome decides the orchestrator's next route.
 */
import { assign, setup } from 'xstate';
import type {
  ApplicationTwoFactorResult,
  ApplicationTwoFactorResultRequest,
} from '../schemas/application-two-factor.schema';
import type { AppConfig } from '../schemas/app-config.schema';
import type { LoginContext } from '../schemas/login-context.schema';
import type {
  RolePermissions,
  SessionSave,
  SpLogged,
  UserPasswordInfo,
  UserSettingInfo,
} from '../schemas/session.schema';
import { DELAYS } from '../schemas/spec-constants';
import { portalUrl, spRedirectUrl } from './landing';
import { notProvided } from './not-provided';

export type ModifyPasswordType = 'needModifyPasswordOfFirstLogin' | 'needModifyPasswordOfPwdExpire';

export type PostLoginInput = {
  accessToken: string;
  loginContext: LoginContext;
  config: Pick<AppConfig, 'projectStatus' | 'endUser_uri' | 'itManager_uri' | 'developer_uri'>;
  loginParams: string | null;
  /** The adapter the user signed in with, reported to an application that asked for a second check. */
  authType: string;
};

export type PostLoginOutput =
  | { kind: 'modifyPassword'; type: ModifyPasswordType }
  | { kind: 'secondAuth'; sp: boolean }
  | { kind: 'relogin' }
  | { kind: 'noPermission' }
  | { kind: 'left' }
  | { kind: 'failed' };

/** Each call carries the token just issued: it is stored too, but a call must not depend on when. */
type WithToken = { accessToken: string };
const withToken = ({ context }: { context: Context }): WithToken => ({ accessToken: context.accessToken });

type Context = PostLoginInput & {
  sp: SpLogged | null;
  target: string | null;
  /** Why the application's second check was refused, as the server says it. */
  refusal: string | null;
  outcome: PostLoginOutput | null;
};

const spQuery = (context: Context) =>
  context.loginContext.type === 'IDAAS_SP'
    ? {
        sp_code: context.loginContext.spData.sp_code,
        application_key: context.loginContext.spData.application_key,
      }
    : { sp_code: '', application_key: '' };

export const postLoginMachine = setup({
  types: {
    input: {} as PostLoginInput,
    context: {} as Context,
    events: {} as { type: 'dialog.close' },
    output: {} as PostLoginOutput,
  },
  actors: {
    userPasswordInfo: notProvided<UserPasswordInfo, WithToken>('userPasswordInfo'),
    userSettingInfo: notProvided<UserSettingInfo, WithToken>('userSettingInfo'),
    spLogged: notProvided<SpLogged, WithToken & { sp_code: string; application_key: string }>('spLogged'),
    saveSession: notProvided<SessionSave, WithToken>('saveSession'),
    rolePermissions: notProvided<RolePermissions, WithToken>('rolePermissions'),
    applicationResult: notProvided<ApplicationTwoFactorResult, ApplicationTwoFactorResultRequest>(
      'applicationResult',
    ),
  },
  actions: {
    storeToken: (_, _params: { accessToken: string }) => {},
    clearToken: () => {},
    redirect: (_, _params: { url: string }) => {},
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    firstLogin: ({ event }) =>
      'output' in event && (event.output as UserPasswordInfo).needModifyPasswordOfFirstLogin,
    passwordExpired: ({ event }) =>
      'output' in event && (event.output as UserPasswordInfo).needModifyPasswordOfPwdExpire,
    riskLocked: ({ event }) => 'output' in event && (event.output as UserSettingInfo).locked,
    hasSecondFactor: ({ event }) => 'output' in event && (event.output as UserSettingInfo).user2factor,
    isServiceProvider: ({ context }) => context.loginContext.type === 'IDAAS_SP',
    isPortal: ({ context }) => context.loginContext.type === 'IDAAS',
    applicationPassed: ({ event }) =>
      'output' in event && (event.output as ApplicationTwoFactorResult).success,
    notPermitted: ({ event }) => 'output' in event && !(event.output as SpLogged).permitted,
    applicationWantsFactor: ({ context }) => context.sp?.applicationTwoFactor === true,
    isAllowedTarget: (_, _params: { url: string }) => false,
  },
  delays: {
    // SPEC section 9: a success message shows 1.5 s before the application; a failure returns in 2 s.
    successRedirect: DELAYS.successRedirect,
    failureReturn: DELAYS.failureReturn,
  },
}).createMachine({
  id: 'postLogin',
  context: ({ input }) => ({ ...input, sp: null, target: null, refusal: null, outcome: null }),
  entry: { type: 'storeToken', params: ({ context }) => ({ accessToken: context.accessToken }) },
  initial: 'passwordInfo',
  states: {
    passwordInfo: {
      tags: ['busy'],
      invoke: {
        id: 'userPasswordInfo',
        src: 'userPasswordInfo',
        input: withToken,
        onDone: [
          {
            guard: 'firstLogin',
            target: 'done',
            actions: assign({ outcome: { kind: 'modifyPassword', type: 'needModifyPasswordOfFirstLogin' } }),
          },
          {
            guard: 'passwordExpired',
            target: 'done',
            actions: assign({ outcome: { kind: 'modifyPassword', type: 'needModifyPasswordOfPwdExpire' } }),
          },
          { target: 'settings' },
        ],
        onError: { target: 'failed' },
      },
    },
    settings: {
      tags: ['busy'],
      invoke: {
        id: 'userSettingInfo',
        src: 'userSettingInfo',
        input: withToken,
        onDone: [
          { guard: 'riskLocked', target: 'lockedUser', actions: 'clearToken' },
          { guard: 'hasSecondFactor', target: 'secondFactor' },
          { target: 'checkApplication' },
        ],
        onError: { target: 'failed' },
      },
    },
    secondFactor: {
      always: [
        { guard: 'isServiceProvider', target: 'application' },
        { target: 'done', actions: assign({ outcome: { kind: 'secondAuth', sp: false } }) },
      ],
    },
    checkApplication: {
      always: [{ guard: 'isServiceProvider', target: 'application' }, { target: 'saving' }],
    },
    // A service provider's application: may the user enter it, and does it want the second factor too?
    application: {
      tags: ['busy'],
      invoke: {
        id: 'spLogged',
        src: 'spLogged',
        input: ({ context }) => ({ ...withToken({ context }), ...spQuery(context) }),
        onDone: [
          { guard: 'notPermitted', target: 'done', actions: assign({ outcome: { kind: 'noPermission' } }) },
          { target: 'afterApplication', actions: assign({ sp: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed' },
      },
    },
    afterApplication: {
      always: [
        {
          guard: 'applicationWantsFactor',
          target: 'done',
          actions: assign({ outcome: { kind: 'secondAuth', sp: true } }),
        },
        { target: 'saving' },
      ],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSession',
        src: 'saveSession',
        input: withToken,
        onDone: [
          { guard: 'isPortal', target: 'portal' },
          { guard: 'isServiceProvider', target: 'serviceProvider' },
          // The login context is parsed when read, so these three are all there are (SPEC section 3).
          { target: 'applicationResult' },
        ],
        onError: { target: 'failed' },
      },
    },
    portal: {
      tags: ['busy'],
      invoke: {
        id: 'rolePermissions',
        src: 'rolePermissions',
        input: withToken,
        onDone: {
          target: 'leaving',
          actions: assign({
            target: ({ context, event }) =>
              portalUrl(event.output.loginRole, context.config, context.loginParams),
          }),
        },
        onError: { target: 'failed' },
      },
    },
    serviceProvider: {
      entry: assign({
        target: ({ context }) =>
          context.sp
            ? spRedirectUrl(
                context.sp.redirectUrl,
                context.accessToken,
                context.sp.spCode,
                spQuery(context).application_key,
              )
            : null,
      }),
      always: [
        {
          guard: { type: 'isAllowedTarget', params: ({ context }) => ({ url: context.target ?? '' }) },
          target: 'leaving',
        },
        { target: 'rejectedTarget' },
      ],
    },
    // The application that asked for a second check hears that the user passed it, and says where to return.
    applicationResult: {
      tags: ['busy'],
      invoke: {
        id: 'applicationResult',
        src: 'applicationResult',
        input: ({ context }) => {
          const application =
            context.loginContext.type === 'APPLICATION_TWOFACTOR'
              ? context.loginContext.applicationData
              : null;
          return {
            username: application?.username ?? '',
            state: application?.state ?? '',
            purchaseId: application?.purchaseId ?? '',
            result: true,
            authType: context.authType,
            access_token: context.accessToken,
          };
        },
        onDone: [
          {
            guard: 'applicationPassed',
            target: 'applicationTarget',
            actions: assign({ target: ({ event }) => event.output.loginUrl ?? null }),
          },
          {
            target: 'applicationRefused',
            actions: assign({ refusal: ({ event }) => event.output.errorMessage ?? null }),
          },
        ],
        onError: { target: 'failed' },
      },
    },
    applicationTarget: {
      always: [
        {
          guard: { type: 'isAllowedTarget', params: ({ context }) => ({ url: context.target ?? '' }) },
          target: 'applicationPassed',
        },
        { target: 'rejectedTarget' },
      ],
    },
    applicationPassed: {
      tags: ['busy'],
      after: { successRedirect: 'leaving' },
    },
    // The login was only for the application: a refusal ends it here, and the token with it.
    applicationRefused: {
      entry: 'clearToken',
      after: { failureReturn: { target: 'done', actions: assign({ outcome: { kind: 'relogin' } }) } },
      on: { 'dialog.close': { target: 'done', actions: assign({ outcome: { kind: 'relogin' } }) } },
    },
    leaving: {
      tags: ['busy'],
      entry: [
        { type: 'redirect', params: ({ context }) => ({ url: context.target ?? '' }) },
        assign({ outcome: { kind: 'left' } }),
      ],
      always: 'done',
    },
    lockedUser: {
      on: { 'dialog.close': { target: 'done', actions: assign({ outcome: { kind: 'relogin' } }) } },
    },
    rejectedTarget: {
      on: { 'dialog.close': { target: 'done', actions: assign({ outcome: { kind: 'relogin' } }) } },
    },
    failed: {
      entry: [
        { type: 'reportError', params: ({ event }) => ({ error: 'error' in event ? event.error : null }) },
        assign({ outcome: { kind: 'failed' } }),
      ],
      always: 'done',
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'failed' },
});
