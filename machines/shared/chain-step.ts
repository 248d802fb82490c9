/**
 * A login type as a step of a composite chain (issue 15; SPEC 4 Composite authentication), the rules the
 * password, LDAP and SMS logins share: a login whose input has `chain` sends the chain's code as `authCode`, and
 * ends by handing the step's answer (SPEC 3's callback result) to the chain on `/compositeLogin`. The chain's
 * first step (on `/login`, the code still null) starts the chain first (`composite/generate_auth_code`), once:
 * a refused try keeps the code for the next. A plugin source's step leaves the page instead: its refusals before
 * it leaves are here too.
 */
import type { CompositeStart, CompositeStartRequest } from '../../schemas/composite.schema';
import { COMPOSITE_REFUSALS, type CompositeStepResult } from '../../schemas/composite-step.schema';
import type { ChainStepOutput, LoginTypeInput } from './login-type';
import { notProvided } from './not-provided';
import { refusalReader } from './refusal-reader';

type ChainInput = Pick<LoginTypeInput, 'chain' | 'enterpriseAuthId' | 'enterpriseId'>;

/** The login is a chain's first step, whose code is not there yet: it starts the chain before it sends. */
export const startsChain = (input: ChainInput, started: string | null): boolean =>
  input.chain !== undefined && input.chain.code === null && started === null;

/** The code the step's call carries as `authCode`: the chain's, or the one this first step started; else null. */
export const chainCodeOf = (input: ChainInput, started: string | null): string | null =>
  input.chain ? (input.chain.code ?? started) : null;

/** What `startChain` is asked: the chain of the adapter this login signs in through, in the login's tenant. */
export const chainStartOf = (input: ChainInput): CompositeStartRequest => ({
  enterpriseAuthId: input.enterpriseAuthId,
  _enterprise_id: input.enterpriseId || undefined,
});

/**
 * The step's hand-over to the chain: its answer and the code it sent (`started` by this login, for a first
 * step); the first step's names the chain's adapter too, so `/compositeLogin` starts a new entry with it. A step
 * answers only a call that carried a code: without one the hand-over fails the flow table's parse, as a bug.
 */
export const chainHandover = (
  input: ChainInput,
  started: string | null,
  step: CompositeStepResult,
): ChainStepOutput => {
  const code = chainCodeOf(input, started) ?? '';
  return {
    composite:
      input.chain?.code == null
        ? { code, step, first: true, enterpriseAuthId: input.enterpriseAuthId }
        : { code, step },
  };
};

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

/** Starts the chain (src/ provides it; its code downloads with the first chain). */
export const startChainActor = notProvided<CompositeStart, CompositeStartRequest>('startChain');
