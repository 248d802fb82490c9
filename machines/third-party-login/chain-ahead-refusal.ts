import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { refusalReader } from '../shared/refusal-reader';

/**
 * The refusals of a login type that leaves the page for a chain's step (a plugin's trace, generate_trace_id),
 * each sent as `InvalidParameter`'s message: not the step the chain waits for (the server ends the chain), a
 * chain unknown, over or another browser's, or a source that starts a chain and was given no code. Trying again
 * cannot help: the login starts over.
 */
export const CHAIN_AHEAD_REFUSALS = {
  stepRefused: COMPOSITE_REFUSALS.stepRefused,
  chainInvalid: COMPOSITE_REFUSALS.chainInvalid,
  chainRequired: COMPOSITE_REFUSALS.required,
} as const;
export type ChainAheadRefusal = keyof typeof CHAIN_AHEAD_REFUSALS;
export const chainAheadRefusal: (error: unknown) => ChainAheadRefusal | null = refusalReader(
  {},
  CHAIN_AHEAD_REFUSALS,
);
