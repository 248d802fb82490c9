import type { AppConfig } from '../../schemas/app-config.schema';
import type { Api } from '../api/request';

/** What a flow's provider needs from the app: the API, the configuration, and where unhandled errors go. */
export type FlowDeps = {
  api: Api;
  config: AppConfig;
  /** Hands an error the flow does not show itself to the app (notice, relogin, 505/507 steps). */
  reportError: (error: unknown) => void;
};
