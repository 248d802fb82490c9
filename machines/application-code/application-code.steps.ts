/**
 * The steps of application-code.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { APPLICATION_CODE_AUTH_TYPE } from '../../schemas/spec-constants';
import { stepForGrant } from '../shared/flow-steps';
import { ApplicationCodeOutput } from './application-code.schema';
import { defineSteps } from '../shared/flow-entry';
import { APPLICATION_CODE_FLOWS } from './application-code.entry';

export const APPLICATION_CODE_STEPS = {
  applicationCode: defineSteps(APPLICATION_CODE_FLOWS.applicationCode)({
    output: ApplicationCodeOutput,
    input: (context, params) => ({
      enterpriseId: context.tenant.enterprise?.enterpriseId ?? '',
      purchaseId: params.purchaseId,
      state: params.state,
      username: params.username,
      viaAdapter: params.viaAdapter,
    }),
    next: (output, _context, params) =>
      stepForGrant(
        { kind: 'token', accessToken: output.accessToken, authType: APPLICATION_CODE_AUTH_TYPE },
        {
          loginContext: {
            type: 'APPLICATION_TWOFACTOR',
            applicationData: {
              purchaseId: params.purchaseId,
              state: params.state,
              username: params.username,
            },
          },
        },
      ),
  }),
};
