import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine';
import type { FlowId, LogicOf } from '../../machines/app/flow-table';

export type AppActor = ActorRefFrom<typeof appMachine>;

const AppActorContext = createContext<AppActor | null>(null);

export const AppActorProvider = AppActorContext.Provider;

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor outside AppActorProvider');
  return actor;
}

/** Selects a slice of the app's snapshot; the view re-renders only when it changes. */
export function useAppSelector<T>(select: (snapshot: SnapshotFrom<AppActor>) => T): T {
  return useSelector(useAppActor(), select);
}

/** The flow running as `flow`, if it runs: the app invokes that id only with the flow table's machine for it. */
export function useFlowActor<F extends FlowId>(flow: F): ActorRefFrom<LogicOf<F>> | null {
  const child = useAppSelector((snapshot) => snapshot.children[flow] ?? null);
  // The app holds flows as opaque children; src/app/flow-code.tsx provides exactly LogicOf<F> for this id.
  return child as ActorRefFrom<LogicOf<F>> | null;
}
