/** The flow table's entry of the forced password change (`/modifyPassword`). Listed by machines/app/flow-entries.gen.ts. */
import { ModifyPasswordSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { step } from '../shared/flow-steps';
import type { modifyPasswordMachine } from './modify-password.machine';

export const MODIFY_PASSWORD_FLOWS = {
  /** `/modifyPassword?type=…`: the forced password change, for the session that must make it. */
  modifyPassword: defineFlow<typeof modifyPasswordMachine>()({
    sessionTenant: true,
    // Back does not leave a change the session owes with its token still stored: the page offers signing out.
    holdsBack: true,
    route: '/modifyPassword',
    params: ModifyPasswordSearch,
    // An anonymous visitor has no password to change here: the plain login.
    enter: (context) => (context.session ? null : step({ to: 'signIn', params: {} })),
  }),
};
