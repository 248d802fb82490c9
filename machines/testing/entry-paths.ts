import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { type ModelOptions, type ModelPath, modelPaths } from './model-paths';

/**
 * The model paths of a machine started at several entries (its inputs), without walking the same model again
 * for each. Past its first steps every entry reaches the states of the others: a state an earlier entry's
 * paths already reach is the same state of the model (`serialize` says so), with the same steps from there. A
 * later entry stops at such a state and adds the paths to the states, and the transitions, that only its own
 * start leads to.
 */
export function entryPaths<Input>(
  machine: AnyStateMachine,
  inputs: readonly Input[],
  options: Omit<ModelOptions, 'input' | 'serialize'> & { serialize: (s: AnyMachineSnapshot) => string },
): { input: Input; path: ModelPath }[] {
  const { events, serialize } = options;
  const reached = new Set<string>();
  return inputs.flatMap((input) => {
    const known = new Set(reached);
    const paths = modelPaths(machine, {
      events: (s) => (known.has(serialize(s)) ? [] : events(s)),
      serialize,
      input,
    });
    paths.forEach((p) => reached.add(serialize(p.state)));
    return paths.map((path) => ({ input, path }));
  });
}
