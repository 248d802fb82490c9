/**
 * The steps of register.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { ADAPTERS } from '../../schemas/spec-constants';
import { signInStep, stepForGrant } from '../shared/flow-steps';
import { RegisterOutput } from './register.schema';
import { defineSteps } from '../shared/flow-entry';
import { REGISTER_FLOWS } from './register.entry';

export const REGISTER_STEPS = {
  register: defineSteps(REGISTER_FLOWS.register)({
    output: RegisterOutput,
    input: (context) => ({
      enterpriseId: context.tenant.enterprise?.enterpriseId ?? '',
      clientId: context.tenant.preLogin.clientId,
    }),
    next: (output, context) =>
      output.kind === 'registered'
        ? stepForGrant({ kind: 'token', accessToken: output.accessToken, authType: ADAPTERS.password })
        : signInStep(context.loginContext),
  }),
};
