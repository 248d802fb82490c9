/**
 * The steps of reset-password.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { signInStep } from '../shared/flow-steps';
import { ResetPasswordOutput } from './reset-password.schema';
import { defineSteps } from '../shared/flow-entry';
import { RESET_PASSWORD_FLOWS } from './reset-password.entry';

export const RESET_PASSWORD_STEPS = {
  resetPassword: defineSteps(RESET_PASSWORD_FLOWS.resetPassword)({
    output: ResetPasswordOutput,
    input: (context) => ({ enterpriseId: context.tenant.enterprise?.enterpriseId ?? '' }),
    next: (_output, context) => signInStep(context.loginContext),
  }),
};
