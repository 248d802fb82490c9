/**
 * The flow table: every flow the app runs (machines/shared/flow-entry.ts says what an entry holds). Each flow's
 * folder declares its own entries (`machines/<flow>/<flow>.entry.ts`), which `npm run features` lists in
 * flow-entries.gen.ts; adding a flow edits no file here. The app machine runs whichever entry a step or the URL
 * names, the same way for all; the route table (route-table.ts) is made from the entries' routes.
 */
import type * as z from 'zod/mini';
import type { StepChanges } from '../shared/flow-entry';
import { FLOW_ENTRIES } from './flow-entries.gen';
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
    stepAfter: (...args: never[]) => Step | null;
    recover?: (...args: never[]) => Step;
  };
} = FLOWS;
