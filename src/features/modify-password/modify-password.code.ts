/** The browser's side of the forced password change: its machine and page, downloaded when used. */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

export const MODIFY_PASSWORD_CODE = {
  modifyPassword: {
    load: async (deps) =>
      (await freshImport(() => import('./modify-password.flow'))).modifyPasswordFlow(deps),
    steps: async () =>
      (await freshImport(() => import('./modify-password.flow'))).MODIFY_PASSWORD_STEPS.modifyPassword,
    page: lazyPage(
      withFlowCatalog(['modify-password', 'password-policy'], () => import('./modify-password.view')),
      'ModifyPasswordView',
    ),
    title: msg`修改密码`,
  },
} satisfies FlowCodes;
