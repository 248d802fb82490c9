import type { AnyActorLogic } from 'xstate';

/**
 * Stands in for a child flow whose code is downloaded on demand, so the orchestrator can name it before it
 * exists. An actor drives its logic through five methods; each is passed on to the logic `loaded` returns,
 * which the orchestrator makes sure is there (its `loading` state) before it invokes the child. The child's
 * snapshots are the loaded machine's own, so views read it as if it had been there all along.
 */
export function deferredLogic<L extends AnyActorLogic>(name: string, loaded: () => L | null): L {
  const logic = (): L => {
    const found = loaded();
    if (!found) throw new Error(`flow "${name}" is not loaded yet`);
    return found;
  };
  const standIn: AnyActorLogic = {
    transition: (snapshot, event, scope) => logic().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => logic().getInitialSnapshot(scope, input),
    getPersistedSnapshot: (snapshot, options) => logic().getPersistedSnapshot(snapshot, options),
    // Logic without restoreSnapshot takes a persisted snapshot as it is, as XState does itself.
    restoreSnapshot: (snapshot, scope) => {
      const loadedLogic = logic();
      return loadedLogic.restoreSnapshot ? loadedLogic.restoreSnapshot(snapshot, scope) : snapshot;
    },
    start: (snapshot, scope) => logic().start?.(snapshot, scope),
  };
  // The stand-in behaves as L wherever XState uses it; its type must be L so the child is typed as the flow.
  return standIn as L;
}
