import type { AnyMachineSnapshot } from 'xstate';

/** The delayed events of the active states: the model's clock, sent as events instead of waited for. */
export const afterEvents = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes.flatMap((node) => node.after.map((t) => ({ type: t.eventType })));
