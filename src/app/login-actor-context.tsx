import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { LoginActor } from './login-actor';

const LoginActorContext = createContext<LoginActor | null>(null);

export const LoginActorProvider = LoginActorContext.Provider;

export function useLoginActor(): LoginActor {
  const actor = useContext(LoginActorContext);
  if (!actor) throw new Error('useLoginActor outside LoginActorProvider');
  return actor;
}

/** Selects a slice of the orchestrator's snapshot; the view re-renders only when it changes. */
export function useLoginSelector<T>(select: (snapshot: SnapshotFrom<LoginActor>) => T): T {
  return useSelector(useLoginActor(), select);
}
