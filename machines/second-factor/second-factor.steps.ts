/**
 * The steps of second-factor.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { signInStep, step } from '../shared/flow-steps';
import { SecondFactorOutput } from './second-factor.schema';
import { defineSteps } from '../shared/flow-entry';
import { SECOND_FACTOR_FLOWS } from './second-factor.entry';

export const SECOND_FACTOR_STEPS = {
  secondFactor: defineSteps(SECOND_FACTOR_FLOWS.secondFactor)({
    output: SecondFactorOutput,
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
