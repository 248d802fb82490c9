/** The flow table's entry of the second factor (`/second/auth`). Listed by machines/app/flow-entries.gen.ts. */
import { SecondAuthSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import { signInStep, step } from '../shared/flow-steps';
import type { secondFactorMachine } from './second-factor.machine';
import { SecondFactorOutput } from './second-factor.schema';

export const SECOND_FACTOR_FLOWS = {
  /** `/second/auth?SP_login=true`: the second factor of a session that owes it, before the session is saved. */
  secondFactor: defineFlow<typeof secondFactorMachine>()({
    sessionTenant: true,
    holdsBack: true,
    route: '/second/auth',
    params: SecondAuthSearch,
    output: SecondFactorOutput,
    // Only a signed-in session has a second factor to pass; anyone else signs in first.
    enter: (context) => (context.session ? null : signInStep(context.loginContext)),
    input: (context, params) => ({
      accessToken: context.session?.accessToken ?? '',
      serviceProvider: params.SP_login === 'true',
    }),
    next: (output, context, params) =>
      output.kind === 'passed'
        ? step({ to: 'postLogin', params: { loginParams: params.otherParams, secondFactorPassed: true } })
        : step({ ...signInStep(context.loginContext), session: null }),
  }),
};
