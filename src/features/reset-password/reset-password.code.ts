/** The browser's side of the password reset: its machine and page, downloaded when used. */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

export const RESET_PASSWORD_CODE = {
  resetPassword: {
    load: async (deps) => (await freshImport(() => import('./reset-password.flow'))).resetPasswordFlow(deps),
    steps: async () =>
      (await freshImport(() => import('./reset-password.flow'))).RESET_PASSWORD_STEPS.resetPassword,
    page: lazyPage(
      withFlowCatalog(
        ['reset-password', 'password-policy', 'phone-regions'],
        () => import('./reset-password.view'),
      ),
      'ResetPasswordView',
    ),
    title: msg`找回密码`,
  },
} satisfies FlowCodes;
