import type { AnyActorLogic } from 'xstate';
import { FLOW_IDS, type FlowId } from '../../machines/app/flow-table';
import { retryingImport } from '../effects/chunk-retry';
import { whenIdle } from '../effects/when-idle';
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
    /** After the first paint, so the first sign-in does not wait; a failed prefetch is retried when needed. */
    prefetch: () => whenIdle(() => FLOW_IDS.forEach((flow) => void load(flow).catch(() => undefined))),
  };
}
