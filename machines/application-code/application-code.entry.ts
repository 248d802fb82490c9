/** The flow table's entry of an application's check by one-time code. Listed by machines/app/flow-entries.gen.ts. */
import { APPLICATION_CODE_AUTH_TYPE } from '../../schemas/spec-constants';
import { defineFlow } from '../shared/flow-entry';
import { INCOMPLETE_APPLICATION_REQUEST, step, stepForGrant } from '../shared/flow-steps';
import type { applicationCodeMachine } from './application-code.machine';
import { ApplicationCodeOutput, ApplicationCodeParams } from './application-code.schema';

export const APPLICATION_CODE_FLOWS = {
  /**
   * An application's check by one-time code, in the login card of `/applicationTwoFactor`: the token it gets
   * goes through post-login, which answers the application.
   */
  applicationCode: defineFlow<typeof applicationCodeMachine>()({
    route: null,
    params: ApplicationCodeParams,
    output: ApplicationCodeOutput,
    enter: (_context, params) =>
      params.purchaseId && params.state && params.username
        ? null
        : step({ to: 'signIn', params: {}, notice: INCOMPLETE_APPLICATION_REQUEST }),
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
