/**
 * The flow table's entries of the login page: `/login` and an application's second check
 * (`/applicationTwoFactor`), both run by the sign-in machine. Listed by machines/app/flow-entries.gen.ts.
 */
import {
  DEFAULT_LOGIN_CONTEXT,
  type LoginContext,
  applicationContextFromSearch,
  loginContextFromSearch,
} from '../../schemas/login-context.schema';
import { ApplicationTwoFactorRouteSearch, LoginSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { INCOMPLETE_APPLICATION_REQUEST, step, stepForGrant } from '../shared/flow-steps';
import type { signInMachine } from './sign-in.machine';
import { SignInOutput } from './sign-in.schema';

/** `defaultAdapter=otp`: an application's request that came through the login's own adapter. */
const CODE_ADAPTER = 'otp';

export function afterSignIn(
  output: SignInOutput,
  loginContext: LoginContext,
  otherParams: string | undefined,
  urlAdapter?: string,
) {
  switch (output.kind) {
    case 'token':
    case 'binding':
    case 'tenantChoice':
    case 'chainStep':
      return stepForGrant(output, { loginContext, otherParams });
    case 'noSecurityAuth':
      return step({ to: 'systemError' });
    case 'reboot':
      return step({ to: 'boot' });
    case 'plainLogin':
      return step({ to: 'signIn', params: {} });
    // The application checks its user by a one-time code: that flow asks for it.
    case 'applicationCode':
      return loginContext.type === 'APPLICATION_TWOFACTOR'
        ? step({
            to: 'applicationCode',
            params: { ...loginContext.applicationData, viaAdapter: urlAdapter === CODE_ADAPTER },
          })
        : step({ to: 'signIn', params: {} });
  }
}

export const SIGN_IN_FLOWS = {
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
};
