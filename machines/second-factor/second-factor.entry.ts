/** The flow table's entry of the second factor (`/second/auth`). Listed by machines/app/flow-entries.gen.ts. */
import { SecondAuthSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { signInStep } from '../shared/flow-steps';
import type { secondFactorMachine } from './second-factor.machine';

export const SECOND_FACTOR_FLOWS = {
  /** `/second/auth?SP_login=true`: the second factor of a session that owes it, before the session is saved. */
  secondFactor: defineFlow<typeof secondFactorMachine>()({
    sessionTenant: true,
    holdsBack: true,
    route: '/second/auth',
    params: SecondAuthSearch,
    // Only a signed-in session has a second factor to pass; anyone else signs in first.
    enter: (context) => (context.session ? null : signInStep(context.loginContext)),
  }),
};
