/** The post-login machine's types and named effects; its states are in post-login.machine.ts. */
import { setup } from 'xstate';
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
import type { LoginParams } from './landing';
import { notProvided } from './not-provided';

export type ModifyPasswordType = 'needModifyPasswordOfFirstLogin' | 'needModifyPasswordOfPwdExpire';

export type PostLoginInput = {
  accessToken: string;
  loginContext: LoginContext;
  config: Pick<AppConfig, 'projectStatus' | 'endUser_uri' | 'itManager_uri' | 'developer_uri'>;
  /** The `otherParams` the login URL carried, if any: they ride to the portal with the token (landing.ts). */
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
export type WithToken = { accessToken: string };
export const withToken = ({ context }: { context: PostLoginContext }): WithToken => ({
  accessToken: context.accessToken,
});

export type PostLoginContext = PostLoginInput & {
  /** The user has a second factor (user_setting_info): a provider's application is asked before it counts. */
  userTwoFactor: boolean;
  sp: SpLogged | null;
  target: string | null;
  /** Why the application's second check was refused, as the server says it. */
  refusal: string | null;
  outcome: PostLoginOutput | null;
};

export const spQuery = (context: PostLoginContext) =>
  context.loginContext.type === 'IDAAS_SP'
    ? {
        sp_code: context.loginContext.spData.sp_code,
        application_key: context.loginContext.spData.application_key,
      }
    : { sp_code: '', application_key: '' };

export const postLoginSetup = setup({
  types: {
    input: {} as PostLoginInput,
    context: {} as PostLoginContext,
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
    storeLoginParams: (_, _params: LoginParams) => {},
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
    // SPEC section 4: a provider login asks the second factor only of a user who has one, and only when the
    // application requires it too.
    providerWantsFactor: ({ context }) => context.userTwoFactor && context.sp?.applicationTwoFactor === true,
    isAllowedTarget: (_, _params: { url: string }) => false,
  },
  delays: {
    // SPEC section 9: a success message shows 1.5 s before the application; a failure returns in 2 s.
    successRedirect: DELAYS.successRedirect,
    failureReturn: DELAYS.failureReturn,
  },
});
