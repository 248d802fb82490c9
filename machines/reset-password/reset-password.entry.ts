/** The flow table's entry of the forgotten-password reset (`/resetPassword`). Listed by machines/app/flow-entries.gen.ts. */
import { loginContextFromSearch } from '../../schemas/login-context.schema';
import { ResetPasswordSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { signInStep } from '../shared/flow-steps';
import type { resetPasswordMachine } from './reset-password.machine';
import { ResetPasswordOutput } from './reset-password.schema';

export const RESET_PASSWORD_FLOWS = {
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
};
