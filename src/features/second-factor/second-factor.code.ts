/** The browser's side of the second factor: its machine and page, downloaded when used. */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

export const SECOND_FACTOR_CODE = {
  secondFactor: {
    load: async (deps) => (await freshImport(() => import('./second-factor.flow'))).secondFactorFlow(deps),
    steps: async () =>
      (await freshImport(() => import('./second-factor.flow'))).SECOND_FACTOR_STEPS.secondFactor,
    page: lazyPage(
      withFlowCatalog('second-factor', () => import('./second-factor.view')),
      'SecondFactorView',
    ),
    title: msg`二次认证`,
  },
} satisfies FlowCodes;
