import type { AnyActorLogic } from 'xstate';
import type { FlowId, LoadedSteps } from '../../machines/app/flow-table';
import { retryingImport } from '../effects/chunk-retry';
import { FLOW_CODE } from './flow-code';
import type { FlowDeps } from '../shared/flow-deps';

/**
 * Downloads each flow's code once (again after a failure) and keeps the wired machine and the flow's steps;
 * the app's `loadFlow` waits for them, and the flow's stand-in (machines/shared/deferred-logic.ts) then runs it.
 */
export function flowLoader(deps: FlowDeps) {
  const loaded = new Map<FlowId, AnyActorLogic>();
  const loading = new Map<FlowId, Promise<LoadedSteps>>();
  const load = (flow: FlowId): Promise<LoadedSteps> => {
    const pending = loading.get(flow);
    if (pending) return pending;
    const code: { load: (deps: FlowDeps) => Promise<AnyActorLogic>; steps: () => Promise<LoadedSteps> } =
      FLOW_CODE[flow];
    const started = retryingImport(() => Promise.all([code.load(deps), code.steps()])).then(
      ([logic, steps]) => {
        loaded.set(flow, logic);
        return steps;
      },
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
