/**
 * A composite chain's start (issue 15; SPEC 4 Composite authentication), as its first step makes it: the password,
 * LDAP and SMS logins through their grant's preparation (grant.ts), a plugin source before it leaves the page.
 * The chain's first step (on `/login`) starts the chain (`composite/generate_auth_code`) once: a refused try
 * keeps the code for the next.
 */
import type { CompositeStart, CompositeStartRequest } from '../../schemas/composite.schema';
import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { notProvided } from './not-provided';
import { refusalReader } from './refusal-reader';

/** The chain a first step starts: its adapter's, in the login's tenant. */
export const chainStartOf = (start: {
  enterpriseAuthId: string;
  enterpriseId: string;
}): CompositeStartRequest => ({
  enterpriseAuthId: start.enterpriseAuthId,
  _enterprise_id: start.enterpriseId || undefined,
});

/**
 * The refusals of a chain's start the first step's form says: too many chains from this address, or the
 * adapter starts none any more (the page's adapter list is stale), each sent as `InvalidParameter`'s message.
 * Any other failure is the app's to report.
 */
export const CHAIN_START_REFUSALS = {
  chainTooMany: COMPOSITE_REFUSALS.tooMany,
  chainUnavailable: COMPOSITE_REFUSALS.unavailable,
} as const;
export type ChainStartRefusal = keyof typeof CHAIN_START_REFUSALS;
export const chainStartRefusal: (error: unknown) => ChainStartRefusal | null = refusalReader(
  {},
  CHAIN_START_REFUSALS,
);

/**
 * The refusals of a step's call that goes ahead of its proof (a plugin's trace, generate_trace_id, before the
 * browser leaves for the plugin), each sent as `InvalidParameter`'s message: not the step the chain waits for
 * (the server ends the chain), a chain unknown, over or another browser's, or a source that starts a chain and
 * was given no code. Trying again cannot help: the login starts over.
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

/** Starts the chain (src/ provides it; its code downloads with the first chain). */
export const startChainActor = notProvided<CompositeStart, CompositeStartRequest>('startChain');
