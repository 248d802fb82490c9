/**
 * The steps of tenant-select.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { ADAPTERS } from '../../schemas/spec-constants';
import { LINK_INVALID } from '../shared/notice';
import { TenantSelectOutput } from './tenant-select.schema';
import { signInStep, stepForGrant } from '../shared/flow-steps';
import { defineSteps } from '../shared/flow-entry';
import { TENANT_SELECT_FLOWS } from './tenant-select.entry';

export const TENANT_SELECT_STEPS = {
  enterpriseSelect: defineSteps(TENANT_SELECT_FLOWS.enterpriseSelect)({
    output: TenantSelectOutput,
    input: (context, params) => ({ ticket: params.ticket ?? '', clientId: context.tenant.preLogin.clientId }),
    next: (output, context, params) =>
      output.kind === 'token'
        ? stepForGrant(
            {
              kind: 'token',
              accessToken: output.accessToken,
              authType: ADAPTERS.password,
              enterpriseId: output.enterpriseId,
            },
            { otherParams: params.otherParams },
          )
        : output.expired
          ? { ...signInStep(context.loginContext), notice: LINK_INVALID }
          : signInStep(context.loginContext),
  }),
};
