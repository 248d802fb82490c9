/** The flow table's entry of logging out (`/logout`); its steps are logout.steps.ts. */
import { LogoutSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { step } from '../shared/flow-steps';
import type { logoutMachine } from './logout.machine';

export const LOGOUT_FLOWS = {
  /** `/logout?oldAccessToken=…`: ends the session (or only that older token). */
  logout: defineFlow<typeof logoutMachine>()({
    route: '/logout',
    params: LogoutSearch,
    // The user asked to end the session: if logging out cannot run, the session ends here at least.
    recover: () => step({ to: 'signIn', params: {}, session: null }),
  }),
};
