import type { AppConfig } from '../../schemas/app-config.schema';
import type { CompositeStart, CompositeStartRequest } from '../../schemas/composite.schema';
import type { Api } from '../api/request';

/** What a flow's provider needs from the app: the API, the configuration, and where unhandled errors go. */
export type FlowDeps = {
  api: Api;
  config: AppConfig;
  /** Hands an error the flow does not show itself to the app (notice, relogin, 505/507 steps). */
  reportError: (error: unknown) => void;
};

/**
 * What starts a composite chain (composite/generate_auth_code) for a login type that may be a chain's first
 * step: src/app hands in src/features/composite/start-chain.ts's, whose calls download with the first chain.
 */
export type ChainStarter = (body: CompositeStartRequest, signal: AbortSignal) => Promise<CompositeStart>;
