/**
 * The flow table's entry of the tenant choice (`/enterpriseSelect`): the instance-wide password login found
 * the account in several tenants. Listed by machines/app/flow-entries.gen.ts.
 */
import { EnterpriseSelectSearch } from '../../schemas/route-search.schema';
import type { tenantSelectMachine } from './tenant-select.machine';
import { LINK_INVALID } from '../shared/notice';
import { defineFlow } from '../shared/flow-entry';
import { signInStep } from '../shared/flow-steps';

export const TENANT_SELECT_FLOWS = {
  /** `/enterpriseSelect?ticket&otherParams`: the tenant chosen signs the user in; the login goes on there. */
  enterpriseSelect: defineFlow<typeof tenantSelectMachine>()({
    route: '/enterpriseSelect',
    params: EnterpriseSelectSearch,
    // No ticket, or none that could be one (typed by hand, cut short): the login, saying the link is not valid.
    enter: (context, params) =>
      params.ticket ? null : { ...signInStep(context.loginContext), notice: LINK_INVALID },
  }),
};
