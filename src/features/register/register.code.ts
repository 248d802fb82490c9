/** The browser's side of self-registration: its machine and page, downloaded when used. */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

/** The registration's flow (src/app/flow-code.tsx composes the bindings' registrations from it too). */
export const loadRegister = () => freshImport(() => import('./register.flow'));

export const REGISTER_CODE = {
  register: {
    load: async (deps) => (await loadRegister()).registerFlow(deps),
    steps: async () => (await loadRegister()).REGISTER_STEPS.register,
    page: lazyPage(
      withFlowCatalog(
        ['register', 'password-policy', 'phone-regions', 'dictionary'],
        () => import('./register.view'),
      ),
      'RegisterView',
    ),
    title: msg`注册`,
  },
} satisfies FlowCodes;
