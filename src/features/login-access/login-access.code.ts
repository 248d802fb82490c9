/** The browser's side of a visit to an application: its machine and page, downloaded when used. */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

export const LOGIN_ACCESS_CODE = {
  loginAccess: {
    load: async (deps) => (await freshImport(() => import('./login-access.flow'))).loginAccessFlow(deps),
    steps: async () =>
      (await freshImport(() => import('./login-access.flow'))).LOGIN_ACCESS_STEPS.loginAccess,
    page: lazyPage(
      withFlowCatalog('login-access', () => import('./login-access.view')),
      'LoginAccessView',
    ),
    title: msg`访问应用`,
  },
} satisfies FlowCodes;
