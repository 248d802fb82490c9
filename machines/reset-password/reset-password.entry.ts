/** The flow table's entry of the forgotten-password reset (`/resetPassword`). Listed by machines/app/flow-entries.gen.ts. */
import { loginContextFromSearch } from '../../schemas/login-context.schema';
import { ResetPasswordSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import type { resetPasswordMachine } from './reset-password.machine';

export const RESET_PASSWORD_FLOWS = {
  /**
   * `/resetPassword?sp_code&application_key`: the forgotten-password reset, for anyone; it ends at the login it
   * was opened from, where the new password works.
   */
  resetPassword: defineFlow<typeof resetPasswordMachine>()({
    route: '/resetPassword',
    params: ResetPasswordSearch,
    loginContext: loginContextFromSearch,
  }),
};
