/** The browser's side of an application's check by one-time code: its machine, downloaded when used. */
import { freshImport } from '../../effects/chunk-retry';
import type { FlowCodes } from '../../shared/flow-code';

export const APPLICATION_CODE_CODE = {
  // Runs in the login card of `/applicationTwoFactor`, whose page (src/app/flow-code.tsx) shows its form.
  applicationCode: {
    load: async (deps) =>
      (await freshImport(() => import('./application-code.flow'))).applicationCodeFlow(deps),
    steps: async () =>
      (await freshImport(() => import('./application-code.flow'))).APPLICATION_CODE_STEPS.applicationCode,
  },
} satisfies FlowCodes;
