/**
 * The flow table: every flow the app runs, one entry each (machines/app/flow.ts says what an entry holds).
 * The app machine runs whichever entry a step or the URL names, the same way for all; the route table
 * (route-table.ts) is made from the entries' routes. Adding a flow adds an entry here, its code and page in
 * src/app/flow-code.tsx and its calls in schemas/endpoint-table.ts.
 */
import type * as z from 'zod/mini';
import {
  DEFAULT_LOGIN_CONTEXT,
  applicationContextFromSearch,
  loginContextFromSearch,
} from '../../schemas/login-context.schema';
import {
  ApplicationTwoFactorRouteSearch,
  LoginAccessSearch,
  LoginSearch,
  LogoutSearch,
  ModifyPasswordSearch,
  RegisterSearch,
  ResetPasswordSearch,
  SecondAuthSearch,
} from '../../schemas/route-search.schema';
import { ADAPTERS, APPLICATION_CODE_AUTH_TYPE } from '../../schemas/spec-constants';
import type { applicationCodeMachine } from '../application-code/application-code.machine';
import { ApplicationCodeOutput, ApplicationCodeParams } from '../application-code/application-code.schema';
import type { loginAccessMachine } from '../login-access/login-access.machine';
import { LoginAccessOutput } from '../login-access/login-access.schema';
import type { logoutMachine } from '../logout/logout.machine';
import { LogoutOutput } from '../logout/logout.schema';
import type { modifyPasswordMachine } from '../modify-password/modify-password.machine';
import { ModifyPasswordOutput } from '../modify-password/modify-password.schema';
import type { postLoginMachine } from '../post-login/post-login.machine';
import type { registerMachine } from '../register/register.machine';
import { RegisterOutput } from '../register/register.schema';
import type { resetPasswordMachine } from '../reset-password/reset-password.machine';
import { ResetPasswordOutput } from '../reset-password/reset-password.schema';
import { PostLoginOutput, PostLoginParams } from '../post-login/post-login.schema';
import type { secondFactorMachine } from '../second-factor/second-factor.machine';
import { SecondFactorOutput } from '../second-factor/second-factor.schema';
import type { signInMachine } from '../sign-in/sign-in.machine';
import { SignInOutput } from '../sign-in/sign-in.schema';
import { type StepChanges, defineFlow } from './flow';
import { LICENSED } from '../../schemas/license-state.schema';
import {
  INCOMPLETE_APPLICATION_REQUEST,
  REGISTRATION_CLOSED,
  afterPostLogin,
  afterSignIn,
  forgetApplicationRequest,
  secondFactorStep,
  signInStep,
  step,
  stepForGrant,
} from './flow-steps';
import type { PageId } from './pages';
import { TENANT_FLOWS } from './tenant-flows';
import { PLUGIN_FLOWS } from './plugin-flows';
import { COMPOSITE_FLOWS } from './composite-flows';
import { THIRD_PARTY_FLOWS } from './third-party-flows';

export { secondFactorStep, signInStep };

export const FLOWS = {
  /** `/login`: the tenant's login page, plain or for a service provider (sp_code, application_key). */
  signIn: defineFlow<typeof signInMachine>()({
    route: '/login',
    params: LoginSearch,
    output: SignInOutput,
    loginContext: loginContextFromSearch,
    input: (context, params) => ({
      tenant: context.tenant,
      loginContext: loginContextFromSearch(params),
      mobile: context.mobile,
      urlAdapter: params.defaultAdapter ?? null,
    }),
    next: (output, _context, params) =>
      afterSignIn(output, loginContextFromSearch(params), params.otherParams),
  }),

  /** `/applicationTwoFactor`: an application asks for a second check of its user; the login answers it. */
  applicationTwoFactor: defineFlow<typeof signInMachine>()({
    route: '/applicationTwoFactor',
    params: ApplicationTwoFactorRouteSearch,
    output: SignInOutput,
    loginContext: (params) => applicationContextFromSearch(params) ?? DEFAULT_LOGIN_CONTEXT,
    enter: (_context, params) =>
      applicationContextFromSearch(params)
        ? null
        : step({ to: 'signIn', params: {}, notice: INCOMPLETE_APPLICATION_REQUEST }),
    input: (context, params) => ({
      tenant: context.tenant,
      loginContext: applicationContextFromSearch(params) ?? DEFAULT_LOGIN_CONTEXT,
      mobile: context.mobile,
      urlAdapter: params.defaultAdapter ?? null,
    }),
    next: (output, _context, params) =>
      afterSignIn(
        output,
        applicationContextFromSearch(params) ?? DEFAULT_LOGIN_CONTEXT,
        undefined,
        params.defaultAdapter,
      ),
  }),

  /**
   * An application's check by one-time code, in the login card of `/applicationTwoFactor`: the token it gets
   * goes through post-login, which answers the application.
   */
  applicationCode: defineFlow<typeof applicationCodeMachine>()({
    route: null,
    params: ApplicationCodeParams,
    output: ApplicationCodeOutput,
    enter: (_context, params) =>
      params.purchaseId && params.state && params.username
        ? null
        : step({ to: 'signIn', params: {}, notice: INCOMPLETE_APPLICATION_REQUEST }),
    input: (context, params) => ({
      enterpriseId: context.tenant.enterprise?.enterpriseId ?? '',
      purchaseId: params.purchaseId,
      state: params.state,
      username: params.username,
      viaAdapter: params.viaAdapter,
    }),
    next: (output, _context, params) =>
      stepForGrant(
        { kind: 'token', accessToken: output.accessToken, authType: APPLICATION_CODE_AUTH_TYPE },
        {
          loginContext: {
            type: 'APPLICATION_TWOFACTOR',
            applicationData: {
              purchaseId: params.purchaseId,
              state: params.state,
              username: params.username,
            },
          },
        },
      ),
  }),

  /** After a token: on the page that got it, under a busy overlay. */
  postLogin: defineFlow<typeof postLoginMachine>()({
    sessionTenant: true,
    holdsBack: true,
    route: null,
    params: PostLoginParams,
    output: PostLoginOutput,
    enter: (context) => (context.session ? null : signInStep(context.loginContext)),
    // Its code did not arrive or it broke: the token is dropped too, so no half-finished session is left.
    recover: ({ loginContext }) => step({ ...signInStep(loginContext), session: null }),
    input: (context, params) => ({
      accessToken: context.session?.accessToken ?? '',
      loginContext: context.loginContext,
      config: context.config,
      loginParams: params.loginParams ?? null,
      authType: context.session?.authType ?? ADAPTERS.password,
      secondFactorPassed: params.secondFactorPassed === true,
      license: context.tenant.systemSetting?.license ?? LICENSED,
    }),
    next: afterPostLogin,
  }),

  /** `/second/auth?SP_login=true`: the second factor of a session that owes it, before the session is saved. */
  secondFactor: defineFlow<typeof secondFactorMachine>()({
    sessionTenant: true,
    holdsBack: true,
    route: '/second/auth',
    params: SecondAuthSearch,
    output: SecondFactorOutput,
    // Only a signed-in session has a second factor to pass; anyone else signs in first.
    enter: (context) => (context.session ? null : signInStep(context.loginContext)),
    input: (context, params) => ({
      accessToken: context.session?.accessToken ?? '',
      serviceProvider: params.SP_login === 'true',
    }),
    next: (output, context, params) =>
      output.kind === 'passed'
        ? step({ to: 'postLogin', params: { loginParams: params.otherParams, secondFactorPassed: true } })
        : step({ ...signInStep(context.loginContext), session: null }),
  }),

  /**
   * `/loginAccess?sp_code&application_key`: a signed-in user opens a service provider's application (from the
   * portal); the login goes on as that provider's, with the user's second factor first when the application's
   * security level asks it.
   */
  loginAccess: defineFlow<typeof loginAccessMachine>()({
    sessionTenant: true,
    route: '/loginAccess',
    params: LoginAccessSearch,
    output: LoginAccessOutput,
    // The login under way stays what it was until the provider's login goes on (next): going back or a
    // refusal leaves no provider's context behind.
    // Nobody signed in: that application's login, which asks all it needs. No application named: the plain one.
    enter: (context, params) =>
      context.session && params.sp_code && params.application_key
        ? null
        : signInStep(loginContextFromSearch(params)),
    input: (context, params) => ({
      accessToken: context.session?.accessToken ?? '',
      sp_code: params.sp_code ?? '',
      application_key: params.application_key ?? '',
    }),
    next: (output, _context, params) => {
      const provider = { loginContext: loginContextFromSearch(params) };
      switch (output.kind) {
        // A first password change is pending, or the application is unknown: back where the user came from.
        case 'back':
          return step({ to: 'back' });
        case 'noPermission':
          return step({ to: 'applicationNoPermission' });
        case 'secondAuth':
          return { ...secondFactorStep(true), ...provider };
        // The server said this session owes the application no factor: post-login does not ask it either.
        case 'enter':
          return step({ to: 'postLogin', params: { secondFactorPassed: true }, ...provider });
      }
    },
  }),

  /** `/modifyPassword?type=…`: the forced password change, for the session that must make it. */
  modifyPassword: defineFlow<typeof modifyPasswordMachine>()({
    sessionTenant: true,
    route: '/modifyPassword',
    params: ModifyPasswordSearch,
    output: ModifyPasswordOutput,
    // An anonymous visitor has no password to change here: the plain login.
    enter: (context) => (context.session ? null : step({ to: 'signIn', params: {} })),
    input: (context, params) => ({
      // A bare 507 names no type: the page then treats the password as expired.
      type: params.type ?? 'needModifyPasswordOfPwdExpire',
      accessToken: context.session?.accessToken ?? '',
      clientId: context.tenant.preLogin.clientId,
      // The tenant booted for the session: its id even when its enterprise call failed.
      enterpriseId: context.tenant.bootedFor ?? context.tenant.enterprise?.enterpriseId ?? '',
      skipForceLogin: context.tenant.systemSetting?.skipForceLogin === true,
    }),
    next: (output, context) =>
      output.continueLogin
        ? step({ to: 'postLogin', params: {} })
        : step({ ...signInStep(context.loginContext), session: null }),
  }),

  /**
   * `/register?sp_code&application_key`: self-registration, for a tenant that takes it. A new account with a
   * token goes on through post-login as after a password (to the provider named); one waiting for approval
   * goes back to the login.
   */
  register: defineFlow<typeof registerMachine>()({
    route: '/register',
    params: RegisterSearch,
    output: RegisterOutput,
    loginContext: loginContextFromSearch,
    enter: (context) =>
      context.tenant.systemSetting?.allowRegister === true
        ? null
        : { ...signInStep(context.loginContext), notice: REGISTRATION_CLOSED },
    input: (context) => ({
      enterpriseId: context.tenant.enterprise?.enterpriseId ?? '',
      clientId: context.tenant.preLogin.clientId,
    }),
    next: (output, context) =>
      output.kind === 'registered'
        ? stepForGrant({ kind: 'token', accessToken: output.accessToken, authType: ADAPTERS.password })
        : signInStep(context.loginContext),
  }),

  /**
   * `/resetPassword?sp_code&application_key`: the forgotten-password reset, for anyone; it ends at the login it
   * was opened from, where the new password works.
   */
  resetPassword: defineFlow<typeof resetPasswordMachine>()({
    route: '/resetPassword',
    params: ResetPasswordSearch,
    output: ResetPasswordOutput,
    loginContext: loginContextFromSearch,
    input: (context) => ({ enterpriseId: context.tenant.enterprise?.enterpriseId ?? '' }),
    next: (_output, context) => signInStep(context.loginContext),
  }),

  /** `/logout?oldAccessToken=…`: ends the session (or only that older token). */
  logout: defineFlow<typeof logoutMachine>()({
    route: '/logout',
    params: LogoutSearch,
    output: LogoutOutput,
    // The user asked to end the session: if logging out cannot run, the session ends here at least.
    recover: () => step({ to: 'signIn', params: {}, session: null }),
    input: (context, params) => ({
      oldAccessToken: params.oldAccessToken,
      accessToken: context.session?.accessToken ?? null,
    }),
    // Logging out ends whatever login was under way, an application's request too.
    next: (output, context, params) => {
      const changes: StepChanges = {
        loginContext: forgetApplicationRequest(context.loginContext),
        ...(params.oldAccessToken ? {} : { session: null }),
      };
      return output.kind === 'login'
        ? step({ to: 'signIn', params: {}, ...changes })
        : step({ to: 'left', ...changes });
    },
  }),

  ...THIRD_PARTY_FLOWS,
  ...PLUGIN_FLOWS,
  ...COMPOSITE_FLOWS,
  ...TENANT_FLOWS,
};

export type Flows = typeof FLOWS;
export type FlowId = keyof Flows;
/** The machine a flow runs. */
export type LogicOf<F extends FlowId> = NonNullable<Flows[F]['logic']>;
export const FLOW_IDS = Object.keys(FLOWS) as FlowId[];

/** A value for every flow, made by `make`. */
export const forEveryFlow = <T>(make: (flow: FlowId) => T): Record<FlowId, T> =>
  Object.fromEntries(FLOW_IDS.map((flow) => [flow, make(flow)])) as Record<FlowId, T>;

/**
 * Where a step goes: a flow (with its parameters), a status page, away from the app, back to the page before
 * (the browser's Back), or back to boot.
 */
export type Destination =
  | { [F in FlowId]: { to: F; params?: z.input<Flows[F]['params']> } }[FlowId]
  | { to: PageId }
  | { to: 'left' }
  | { to: 'back' }
  | { to: 'boot' };
export type Step = Destination & StepChanges;

// Every entry's steps go somewhere that exists. Checked here because the table cannot name its own type.
const _everyStepExists: {
  [F in FlowId]: {
    redirect: (...args: never[]) => Step | null;
    stepAfter: (...args: never[]) => Step | null;
    recover?: (...args: never[]) => Step;
  };
} = FLOWS;
