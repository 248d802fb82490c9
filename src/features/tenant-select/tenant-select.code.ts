/** The browser's side of the tenant choice: its machine and page, downloaded when used. */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

export const TENANT_SELECT_CODE = {
  enterpriseSelect: {
    load: async (deps) => (await freshImport(() => import('./tenant-select.flow'))).tenantSelectFlow(deps),
    steps: async () =>
      (await freshImport(() => import('./tenant-select.flow'))).TENANT_SELECT_STEPS.enterpriseSelect,
    page: lazyPage(
      withFlowCatalog('tenant-select', () => import('./tenant-select.view')),
      'TenantSelectView',
    ),
    title: msg`选择企业`,
  },
} satisfies FlowCodes;
