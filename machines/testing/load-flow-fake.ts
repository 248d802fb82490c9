import type { AnyActorLogic } from 'xstate';
import { FLOW_IDS, type FlowId } from '../app/flow-table';
import { FLOW_STEPS } from '../app/flow-steps.gen';
import type { FakeActors } from './fake-actors';

/** The flow an object names in its `flow` (a loadFlow input, an activity), if it names one. */
const flowOf = (value: unknown): FlowId | undefined =>
  typeof value === 'object' && value !== null && 'flow' in value
    ? FLOW_IDS.find((id) => id === value.flow)
    : undefined;

/** The steps of the flow an object names (loadFlow's input, the app's activity), as its code brings them. */
export const stepsOf = (value: unknown) => {
  const flow = flowOf(value);
  return flow ? FLOW_STEPS[flow] : undefined;
};

/**
 * The app's `loadFlow` as a fake the test settles (when, and whether it fails), answering with the real steps
 * of the flow it was asked for, as src/ loads them.
 */
export const fakeLoadFlow = (fakes: FakeActors): AnyActorLogic => fakes.logic(stepsOf);
