import { type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent, createActor } from 'xstate';
import { expect } from 'vitest';
import type { FakeActors } from './fake-actors';
import type { ModelPath } from './model-paths';
import type { CoverageRecorder } from './coverage';
import { transitionKey } from './transition-keys';

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

/** Lets settled promises reach the actor before the next check (setImmediate: a turn without setTimeout's 1 ms). */
const flush = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Drives a running actor along a model path: actor results settle the fake actor of that invoke id, other
 * events are sent as the user or a parent would. After every step the actor's value and context must be
 * the model's (or, with `serialize`, what the model keeps of them). Every transition taken and state entered is recorded for coverage.
 */
export async function drivePath(
  machine: AnyStateMachine,
  path: ModelPath,
  fakes: FakeActors,
  coverage: CoverageRecorder,
  options: { input?: unknown; serialize?: (snapshot: AnyMachineSnapshot) => string } = {},
): Promise<void> {
  const { input, serialize } = options;
  const inspect = (event: InspectionEvent) => {
    // The machine under test is the root; its children (the fakes) are not recorded. Checked by id, as the
    // first microsteps (eventless transitions of the initial state) come while the actor is being created.
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    // A state a transition leaves was entered, even when it is left in the same step (an eventless start).
    event._transitions.forEach((t) => {
      coverage.transition(transitionKey(t));
      coverage.states.add(t.source.id);
    });
    coverage.snapshot(event.snapshot);
  };
  const actor = createActor(machine, { inspect, input });
  actor.start();
  coverage.snapshot(actor.getSnapshot());
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    const match = ACTOR_EVENT.exec(step.event.type);
    if (match) {
      const { event } = step;
      const settled = match[1] === 'done';
      const payload = settled
        ? 'output' in event
          ? event.output
          : undefined
        : 'error' in event
          ? event.error
          : undefined;
      fakes.settle(match[2]!, settled, payload);
    } else {
      actor.send(step.event);
    }
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
    // A model that treats some context as the same state is checked on what it keeps.
    if (serialize)
      expect(serialize(snapshot), `state after ${step.event.type}`).toEqual(serialize(step.state));
    else expect(snapshot.context, `context after ${step.event.type}`).toEqual(step.state.context);
  }
  actor.stop();
}
