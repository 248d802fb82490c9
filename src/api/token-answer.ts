import type { CompositeStepResult } from '../../schemas/composite-step.schema';
import { ApiError } from './api-error';

const isChainStep = (answer: object): answer is CompositeStepResult => 'auth' in answer && 'done' in answer;

/**
 * A login's answer where the page started no composite chain: its token. A chain's step answer there (a tenant
 * that signs this login in by a chain) is as malformed to the page as any answer it cannot act on.
 */
export function tokenOnly<T extends object>(answer: T | CompositeStepResult, endpoint: string): T {
  if (isChainStep(answer))
    throw new ApiError({ kind: 'malformed', endpoint, issues: 'composite step' }, endpoint);
  return answer;
}

/**
 * A chain step's answer (the call carried the chain's code as `authCode`): SPEC 3's callback result. A token
 * there would be a login that went round the chain, as malformed to the page as any answer it cannot act on.
 */
export function stepOnly(answer: object, endpoint: string): CompositeStepResult {
  if (!isChainStep(answer))
    throw new ApiError({ kind: 'malformed', endpoint, issues: 'token in a chain' }, endpoint);
  return answer;
}
