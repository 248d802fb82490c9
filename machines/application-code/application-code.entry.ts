/** The flow table's entry of an application's check by one-time code. Listed by machines/app/flow-entries.gen.ts. */
import { defineFlow } from '../shared/flow-entry';
import { INCOMPLETE_APPLICATION_REQUEST, step } from '../shared/flow-steps';
import type { applicationCodeMachine } from './application-code.machine';
import { ApplicationCodeParams } from './application-code.schema';

export const APPLICATION_CODE_FLOWS = {
  /**
   * An application's check by one-time code, in the login card of `/applicationTwoFactor`: the token it gets
   * goes through post-login, which answers the application.
   */
  applicationCode: defineFlow<typeof applicationCodeMachine>()({
    route: null,
    params: ApplicationCodeParams,
    enter: (_context, params) =>
      params.purchaseId && params.state && params.username
        ? null
        : step({ to: 'signIn', params: {}, notice: INCOMPLETE_APPLICATION_REQUEST }),
  }),
};
