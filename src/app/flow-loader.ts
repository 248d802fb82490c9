import type { AnyActorLogic } from 'xstate';
import type { FlowId } from '../../machines/app/flow-table';
import { retryingImport } from '../effects/chunk-retry';
import { FLOW_CODE } from './flow-code';
import type { FlowDeps } from '../shared/flow-deps';

/**
 * Downloads each flow's code once (again after a failure) and keeps the wired machine; the app's `loadFlow`
 * waits for it, and the flow's stand-in (machines/shared/deferred-logic.ts) then runs it.
 */
export function flowLoader(deps: FlowDeps) {
  const loaded = new Map<FlowId, AnyActorLogic>();
  const loading = new Map<FlowId, Promise<void>>();
  const load = (flow: FlowId): Promise<void> => {
    const pending = loading.get(flow);
    if (pending) return pending;
    const started = retryingImport<AnyActorLogic>(() => FLOW_CODE[flow].load(deps)).then(
      (logic) => void loaded.set(flow, logic),
      (error: unknown) => {
        loading.delete(flow);
        throw error;
      },
    );
    loading.set(flow, started);
    return started;
  };
  return {
    load,
    get: (flow: FlowId): AnyActorLogic | null => loaded.get(flow) ?? null,
    /** Ahead of need (src/effects/prefetch.ts says when): a failed download is tried again when needed. */
    prefetch: (flows: readonly FlowId[]) => Promise.all(flows.map(load)),
  };
}
