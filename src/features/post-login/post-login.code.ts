/** The browser's side of what follows a token: its machine, downloaded when used. */
import { freshImport } from '../../effects/chunk-retry';
import type { FlowCodes } from '../../shared/flow-code';

export const POST_LOGIN_CODE = {
  // Runs on the page that got the token, under a busy overlay: no page of its own.
  postLogin: {
    load: async (deps) => (await freshImport(() => import('./post-login.flow'))).postLoginFlow(deps),
    steps: async () => (await freshImport(() => import('./post-login.flow'))).POST_LOGIN_STEPS.postLogin,
  },
} satisfies FlowCodes;
