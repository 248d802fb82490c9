/** The browser's side of logging out: its machine and page, downloaded when used (its texts are the first screen's). */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

export const LOGOUT_CODE = {
  logout: {
    load: async (deps) => (await freshImport(() => import('./logout.flow'))).logoutFlow(deps),
    steps: async () => (await freshImport(() => import('./logout.flow'))).LOGOUT_STEPS.logout,
    page: lazyPage(() => freshImport(() => import('./logout.view')), 'LogoutView'),
    title: msg`退出登录`,
  },
} satisfies FlowCodes;
