import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate';
import { useLoginSelector } from '../app/login-actor-context';

/**
 * The orchestrator's running child flow under invoke `id`, or null while it runs none. The child is checked
 * to be an instance of `machine` (by machine id) before it is handed to the view as that machine's actor.
 */
export function useFlowChild<M extends AnyStateMachine>(id: string, machine: M): ActorRefFrom<M> | null {
  return useLoginSelector((snapshot) => {
    const child = (snapshot.children as Record<string, AnyActorRef | undefined>)[id];
    const snap: unknown = child?.getSnapshot();
    const childMachine =
      snap && typeof snap === 'object' && 'machine' in snap ? (snap.machine as AnyStateMachine) : null;
    return child && childMachine?.id === machine.id ? (child as ActorRefFrom<M>) : null;
  });
}
