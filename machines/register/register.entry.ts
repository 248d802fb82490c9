/** The flow table's entry of self-registration (`/register`). Listed by machines/app/flow-entries.gen.ts. */
import { loginContextFromSearch } from '../../schemas/login-context.schema';
import { RegisterSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { signInStep } from '../shared/flow-steps';
import type { Notice } from '../shared/notice';
import type { registerMachine } from './register.machine';

/** `/register` opened for a tenant that takes no registrations. */
export const REGISTRATION_CLOSED: Notice = { key: 'register.closed' };

export const REGISTER_FLOWS = {
  /**
   * `/register?sp_code&application_key`: self-registration, for a tenant that takes it. A new account with a
   * token goes on through post-login as after a password (to the provider named); one waiting for approval
   * goes back to the login.
   */
  register: defineFlow<typeof registerMachine>()({
    route: '/register',
    params: RegisterSearch,
    loginContext: loginContextFromSearch,
    enter: (context) =>
      context.tenant.systemSetting?.allowRegister === true
        ? null
        : { ...signInStep(context.loginContext), notice: REGISTRATION_CLOSED },
  }),
};
