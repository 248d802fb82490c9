/** The post-login machine's types and named effects; its states are in post-login.machine.ts. */
import { assign, setup } from 'xstate';
import type {
  ApplicationTwoFactorResult,
  ApplicationTwoFactorResultRequest,
} from '../../schemas/application-two-factor.schema';
import type { AppConfig } from '../../schemas/app-config.schema';
import type { LicenseState } from '../../schemas/license-state.schema';
import type { LoginContext } from '../../schemas/login-context.schema';
import type {
  LoginRole,
  RolePermissions,
  SessionSave,
  SpLogged,
  UserPasswordInfo,
  UserSettingInfo,
} from '../../schemas/session.schema';
import { isAdministrator } from '../../schemas/rules/login-role.rule';
import { secondFactorRequired } from '../../schemas/rules/second-factor.rule';
import { APPLICATION_CODE_AUTH_TYPE, DELAYS } from '../../schemas/spec-constants';
import { licenseMachine } from '../license/license.machine';
import { notProvided } from '../shared/not-provided';
import { type LoginParams, loginParamsOf, portalUrl, spRedirectUrl } from './landing';
import type { PostLoginOutput } from './post-login.schema';

export type { PostLoginOutput } from './post-login.schema';

export type PostLoginInput = {
  accessToken: string;
  loginContext: LoginContext;
  config: Pick<AppConfig, 'projectStatus' | 'endUser_uri' | 'itManager_uri' | 'developer_uri'>;
  /** The instance's license flags, from the booted tenant's settings: an administrator hears of them. */
  license: LicenseState;
  /** The `otherParams` the login URL carried, if any: they ride to the portal with the token (landing.ts). */
  loginParams: string | null;
  /** The adapter the user signed in with, reported to an application that asked for a second check. */
  authType: string;
  /** The login has just passed its second factor (/second/auth): the rest goes on as after a password. */
  secondFactorPassed: boolean;
};

/** Each call carries the token just issued: it is stored too, but a call must not depend on when. */
export type WithToken = { accessToken: string };
export const withToken = ({ context }: { context: PostLoginContext }): WithToken => ({
  accessToken: context.accessToken,
});

export type PostLoginContext = PostLoginInput & {
  /** The user has a second factor (user_setting_info): a provider's application is asked before it counts. */
  userTwoFactor: boolean;
  /** The token is a composite chain's that owes its factor steps (user_setting_info `compositeSteps`). */
  chainOwes: boolean;
  sp: SpLogged | null;
  target: string | null;
  /** Why the application's second check was refused, as the server says it. */
  refusal: string | null;
  outcome: PostLoginOutput | null;
  /** The user signed in is an administrator or a developer (role_permissions' loginRole 1 or 2). */
  administrator: boolean;
};

export const loginParams = (context: PostLoginContext) =>
  loginParamsOf(context.accessToken, context.loginParams);

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
    // The license check's dialogs are shown from its snapshot (src/features/license).
    children: {} as { licenseCheck: 'licenseCheck' },
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
    licenseCheck: licenseMachine,
  },
  actions: {
    // The portal by role (landing.ts), with the token and the login's extra parameters.
    choosePortal: assign(({ context }, { loginRole }: { loginRole: LoginRole }) => ({
      target: portalUrl(loginRole, context.config, loginParams(context)),
      // An administrator or a developer is told of the license's state.
      administrator: isAdministrator(loginRole),
    })),
    // The service provider's target with the token (landing.ts); checked before it is used.
    chooseProvider: assign(({ context }) => ({
      target: context.sp
        ? spRedirectUrl(
            context.sp.redirectUrl,
            context.accessToken,
            context.sp.spCode,
            spQuery(context).application_key,
          )
        : null,
    })),
    relogin: assign({ outcome: { kind: 'relogin' } as const }),
    // The session ends here (a risk lock, a refused application): the stored token goes at once.
    clearToken: () => {},
    storeLoginParams: (_, _params: LoginParams) => {},
    redirect: (_, _params: { url: string }) => {},
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    firstLogin: (_, info: UserPasswordInfo) => info.needModifyPasswordOfFirstLogin,
    passwordExpired: (_, info: UserPasswordInfo) => info.needModifyPasswordOfPwdExpire,
    riskLocked: (_, info: UserSettingInfo) => info.locked,
    // Not a provider login: the user's own setting decides (schemas/rules/second-factor.rule.ts).
    hasSecondFactor: ({ context }, info: UserSettingInfo) =>
      secondFactorRequired({
        userHasSecondFactor: info.user2factor,
        serviceProvider: false,
        applicationRequiresIt: false,
        passed: context.secondFactorPassed,
        chainOwes: info.compositeSteps,
      }),
    isServiceProvider: ({ context }) => context.loginContext.type === 'IDAAS_SP',
    // A one-time code answered the application's check: the token does nothing but send that answer.
    checkedByCode: ({ context }) =>
      context.loginContext.type === 'APPLICATION_TWOFACTOR' &&
      context.authType === APPLICATION_CODE_AUTH_TYPE,
    administrator: ({ context }) => context.administrator,
    isPortal: ({ context }) => context.loginContext.type === 'IDAAS',
    applicationPassed: (_, result: ApplicationTwoFactorResult) => result.success,
    notPermitted: (_, sp: SpLogged) => !sp.permitted,
    // A provider login asks the factor only when the application requires it too.
    providerWantsFactor: ({ context }) =>
      secondFactorRequired({
        userHasSecondFactor: context.userTwoFactor,
        serviceProvider: true,
        applicationRequiresIt: context.sp?.applicationTwoFactor === true,
        passed: context.secondFactorPassed,
        chainOwes: context.chainOwes,
      }),
    isAllowedTarget: (_, _params: { url: string }) => false,
  },
  delays: {
    // SPEC section 9: a success message shows 1.5 s before the application.
    successRedirect: DELAYS.successRedirect,
    // SPEC section 4: an application's refused check says so, then returns to the login after 2 s.
    failureReturn: DELAYS.failureReturn,
  },
});
