/**
 * The flow table: every flow the app runs (machines/shared/flow-entry.ts says what an entry holds). Each flow's
 * folder declares its own entries (`machines/<flow>/<flow>.entry.ts`), which `npm run features` lists in
 * flow-entries.gen.ts; adding a flow edits no file here. The app machine runs whichever entry a step or the URL
 * names, the same way for all; the route table (route-table.ts) is made from the entries' routes. What a flow
 * is started with and where its output leads are its steps (`machines/<flow>/<flow>.steps.ts`), which download
 * with its code: the app gets them from `loadFlow`.
 */
import type * as z from 'zod/mini';
import type { FlowSteps, StepChanges } from '../shared/flow-entry';
import { FLOW_ENTRIES } from './flow-entries.gen';
// Types only: the steps download with each flow's code (src/shared/flow-code.ts), never with the first screen.
import type { FLOW_STEPS } from './flow-steps.gen';
import type { PageId } from './pages';

export { secondFactorStep, signInStep } from '../shared/flow-steps';

export const FLOWS = FLOW_ENTRIES;

export type Flows = typeof FLOWS;
export type FlowId = keyof Flows;
/** The machine a flow runs. */
export type LogicOf<F extends FlowId> = NonNullable<Flows[F]['logic']>;
export const FLOW_IDS = Object.keys(FLOWS) as FlowId[];

/** A value for every flow, made by `make`. */
export const forEveryFlow = <T>(make: (flow: FlowId) => T): Record<FlowId, T> =>
  Object.fromEntries(FLOW_IDS.map((flow) => [flow, make(flow)])) as Record<FlowId, T>;

/**
 * Where a step goes: a flow (with its parameters), a status page, away from the app, back to the page before
 * (the browser's Back), or back to boot.
 */
export type Destination =
  | { [F in FlowId]: { to: F; params?: z.input<Flows[F]['params']> } }[FlowId]
  | { to: PageId }
  | { to: 'left' }
  | { to: 'back' }
  | { to: 'boot' };
export type Step = Destination & StepChanges;

// Every entry's steps go somewhere that exists. Checked here because the table cannot name its own type.
const _everyStepExists: {
  [F in FlowId]: {
    redirect: (...args: never[]) => Step | null;
    recover?: (...args: never[]) => Step;
  };
} = FLOWS;

/** Every flow has its steps, and they go somewhere that exists (a type error here says which does not). */
type EveryFlowsSteps<T extends { [F in FlowId]: { stepAfter: (...args: never[]) => Step | null } }> = T;
/** A flow's steps (its input, where its output leads), as its code brings them. */
export type StepsOf<F extends FlowId> = EveryFlowsSteps<typeof FLOW_STEPS>[F];
/** Any flow's steps, as the app holds them once the flow's code is there. */
export type LoadedSteps = FlowSteps<Step>;
