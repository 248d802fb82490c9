import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * Stable names for a machine's states and transitions. A transition is named by its source state, its event
 * and its place among that event's guarded branches, so the same definition has the same key in the
 * machine and in any `.provide()`d copy of it.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const branches =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const index = branches.findIndex((t) => t === transition || sameTransition(t, transition));
  return `${source.id} --${transition.eventType || 'always'}#${index}`;
}

const sameTransition = (a: AnyTransitionDefinition, b: AnyTransitionDefinition) =>
  a.eventType === b.eventType &&
  a.source.id === b.source.id &&
  a.toJSON().target?.join() === b.toJSON().target?.join() &&
  JSON.stringify(a.guard) === JSON.stringify(b.guard);

export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

export const allTransitionKeys = (machine: AnyStateMachine): string[] => [
  ...new Set(allTransitions(machine).map(transitionKey)),
];

/** Every state node id but the machine's root. */
export const allStateIds = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine.root).map((n) => n.id);
