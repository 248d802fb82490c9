import { whenIdle } from '../effects/when-idle';
import type { FlowDeps } from './flow-deps';
import type { LaterFlows } from './later-flows';

/** Downloads the later flows once (again after a failure), and says whether they are there. */
export function laterFlowsLoader(deps: FlowDeps) {
  let loaded: LaterFlows | null = null;
  let loading: Promise<LaterFlows> | null = null;
  const load = (): Promise<LaterFlows> =>
    (loading ??= import('./later-flows').then(
      ({ laterFlows }) => (loaded = laterFlows(deps)),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    load,
    get: (): LaterFlows | null => loaded,
    /** After the first paint, so the first sign-in does not wait; a failed prefetch is retried when needed. */
    prefetch: () => whenIdle(() => void load().catch(() => undefined)),
  };
}
