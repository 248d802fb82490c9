/** The flow table's entry of a signed-in user's visit to an application (`/loginAccess`). Listed by machines/app/flow-entries.gen.ts. */
import { loginContextFromSearch } from '../../schemas/login-context.schema';
import { LoginAccessSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { signInStep } from '../shared/flow-steps';
import type { loginAccessMachine } from './login-access.machine';

export const LOGIN_ACCESS_FLOWS = {
  /**
   * `/loginAccess?sp_code&application_key`: a signed-in user opens a service provider's application (from the
   * portal); the login goes on as that provider's, with the user's second factor first when the application's
   * security level asks it.
   */
  loginAccess: defineFlow<typeof loginAccessMachine>()({
    sessionTenant: true,
    route: '/loginAccess',
    params: LoginAccessSearch,
    // The login under way stays what it was until the provider's login goes on (next): going back or a
    // refusal leaves no provider's context behind.
    // Nobody signed in: that application's login, which asks all it needs. No application named: the plain one.
    enter: (context, params) =>
      context.session && params.sp_code && params.application_key
        ? null
        : signInStep(loginContextFromSearch(params)),
  }),
};
