import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { type AdjacencyMap, type StatePath, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { transitionKey } from './transition-keys';

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

export type ModelOptions = {
  /** The events the model may send in a state (actor results included, as `xstate.done.actor.*`). */
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[];
  /** What makes two snapshots the same state of the model: by default its value and context. */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** The machine's input, when it takes one. */
  input?: unknown;
};

const defaultSerialize = (snapshot: { value: unknown; context: unknown; status: string }) =>
  JSON.stringify([snapshot.value, snapshot.context, snapshot.status]);

/**
 * The paths a model-based test drives: the shortest path to every state of the model, plus, for every
 * transition those paths do not take, the shortest path to a state where it fires followed by its event.
 */
export function modelPaths(machine: AnyStateMachine, options: ModelOptions): ModelPath[] {
  const serializeState = options.serialize ?? defaultSerialize;
  const traversal = {
    // A machine that has stopped takes no more events.
    events: (s: AnyMachineSnapshot) =>
      s.status === 'active' ? options.events(s).filter((e) => actorIsRunning(s, e)) : [],
    serializeState: (s: AnyMachineSnapshot) => serializeState(s),
    ...(options.input === undefined ? {} : { input: options.input }),
  };
  const shortest: ModelPath[] = getShortestPaths(machine, traversal);
  const byState = new Map(shortest.map((p) => [serializeState(p.state), p]));
  const covered = new Set(shortest.flatMap((p) => p.steps.flatMap((s, i) => keysOf(machine, p, i))));
  const extra: ModelPath[] = [];
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(machine, traversal);
  for (const [stateKey, { state, transitions }] of Object.entries(adjacency)) {
    const head = byState.get(stateKey);
    if (!head) continue;
    for (const { event, state: next } of Object.values<{ event: EventObject; state: AnyMachineSnapshot }>(
      transitions,
    )) {
      // Targetless transitions (actions only) leave the state as it was but still count.
      const keys = machine.getTransitionData(state, event).map(transitionKey);
      if (keys.length === 0 || keys.every((k) => covered.has(k))) continue;
      keys.forEach((k) => covered.add(k));
      extra.push({ state: next, weight: head.weight + 1, steps: [...head.steps, { event, state: next }] });
    }
  }
  return [...shortest, ...extra];
}

/** An actor's result can only arrive while that actor runs: offering it otherwise models the impossible. */
function actorIsRunning(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
  return id === undefined || id in snapshot.children;
}

function keysOf(machine: AnyStateMachine, path: ModelPath, index: number): string[] {
  if (index === 0) return [];
  const previous = path.steps[index - 1]!.state;
  return machine.getTransitionData(previous, path.steps[index]!.event).map(transitionKey);
}

export const describePath = (path: { steps: { event: { type: string } }[] }): string =>
  path.steps
    .filter((s) => s.event.type !== 'xstate.init')
    .map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
    .join(' → ') || '(initial)';

/**
 * The paths left once every path that is a strict prefix of another is dropped: a browser test drives every
 * step of its path and checks each state on the way, so the longer path checks all the shorter one does.
 */
export function withoutPrefixes<T>(paths: readonly T[], stepsOf: (path: T) => readonly string[]): T[] {
  const steps = paths.map(stepsOf);
  const isPrefix = (short: readonly string[], long: readonly string[]) =>
    long.length > short.length && short.every((step, k) => long[k] === step);
  return paths.filter((_, i) => !steps.some((other) => isPrefix(steps[i]!, other)));
}
