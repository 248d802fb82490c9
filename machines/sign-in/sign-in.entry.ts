/**
 * The flow table's entries of the login page: `/login` and an application's second check
 * (`/applicationTwoFactor`), both run by the sign-in machine. Listed by machines/app/flow-entries.gen.ts.
 */
import {
  DEFAULT_LOGIN_CONTEXT,
  applicationContextFromSearch,
  loginContextFromSearch,
} from '../../schemas/login-context.schema';
import { ApplicationTwoFactorRouteSearch, LoginSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { INCOMPLETE_APPLICATION_REQUEST, step } from '../shared/flow-steps';
import type { signInMachine } from './sign-in.machine';

export const SIGN_IN_FLOWS = {
  /** `/login`: the tenant's login page, plain or for a service provider (sp_code, application_key). */
  signIn: defineFlow<typeof signInMachine>()({
    route: '/login',
    params: LoginSearch,
    loginContext: loginContextFromSearch,
  }),

  /** `/applicationTwoFactor`: an application asks for a second check of its user; the login answers it. */
  applicationTwoFactor: defineFlow<typeof signInMachine>()({
    route: '/applicationTwoFactor',
    params: ApplicationTwoFactorRouteSearch,
    loginContext: (params) => applicationContextFromSearch(params) ?? DEFAULT_LOGIN_CONTEXT,
    enter: (_context, params) =>
      applicationContextFromSearch(params)
        ? null
        : step({ to: 'signIn', params: {}, notice: INCOMPLETE_APPLICATION_REQUEST }),
  }),
};
