/**
 * The steps of logout.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { type StepChanges, defineSteps } from '../shared/flow-entry';
import { forgetApplicationRequest, step } from '../shared/flow-steps';
import { LOGOUT_FLOWS } from './logout.entry';
import { LogoutOutput } from './logout.schema';

export const LOGOUT_STEPS = {
  logout: defineSteps(LOGOUT_FLOWS.logout)({
    output: LogoutOutput,
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
};
