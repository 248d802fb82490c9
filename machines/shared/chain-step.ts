/**
 * A login type as a step of a composite chain (issue 15; SPEC 4 Composite authentication), the rules the
 * password, LDAP and SMS logins share: a login whose input has `chain` sends the chain's code as `authCode`, and
 * ends by handing the step's answer (SPEC 3's callback result) to the chain on `/compositeLogin`. The chain's
 * first step (on `/login`, the code still null) starts the chain first (`composite/generate_auth_code`), once:
 * a refused try keeps the code for the next.
 */
import type { CompositeStepResult } from '../../schemas/composite.schema';
import type { CompositeStart, CompositeStartRequest } from '../../schemas/composite.schema';
import type { ChainStepOutput, LoginTypeInput } from './login-type';
import { notProvided } from './not-provided';

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
 * The step's hand-over to the chain: its answer and the code it sent; the first step's names the chain's
 * adapter too, so `/compositeLogin` starts a new entry with it.
 */
export const chainHandover = (
  input: ChainInput,
  code: string,
  step: CompositeStepResult,
): ChainStepOutput => ({
  composite:
    input.chain?.code == null
      ? { code, step, first: true, enterpriseAuthId: input.enterpriseAuthId }
      : { code, step },
});

/** Starts the chain (src/ provides it; its code downloads with the first chain). */
export const startChainActor = notProvided<CompositeStart, CompositeStartRequest>('startChain');
