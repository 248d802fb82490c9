/** The flow table's entry of logging out (`/logout`). Listed by machines/app/flow-entries.gen.ts. */
import { LogoutSearch } from '../../schemas/route-search.schema';
import { type StepChanges, defineFlow } from '../shared/flow-entry';
import { forgetApplicationRequest, step } from '../shared/flow-steps';
import type { logoutMachine } from './logout.machine';
import { LogoutOutput } from './logout.schema';

export const LOGOUT_FLOWS = {
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
};
