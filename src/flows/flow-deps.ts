import type { KyInstance } from 'ky';
import type { AppConfig } from '../../schemas/app-config.schema';
import type { AppNavigator } from '../app/navigator';

/** What a flow needs from the app to wire its machine: the one HTTP client, the router, the config. */
export type FlowDeps = {
  http: KyInstance;
  navigator: AppNavigator;
  /** Hands an error the flow does not show itself to the orchestrator (toast, relogin, 505/507 routes). */
  reportError: (error: unknown) => void;
  config: AppConfig;
};
