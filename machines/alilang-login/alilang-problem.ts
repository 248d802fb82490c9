import type { UemAgentRefusal } from '../../schemas/alilang-login.schema';
import { type ThirdPartyProblem, thirdPartyProblem } from '../shared/third-party-problem';

/**
 * Why a call of the local Alilang agent failed, as the page's transport (src/features/alilang-login/
 * alilang-agent.ts) reports it: not reachable (not installed, not running, or the browser's local-network
 * permission denied), or it refused the request or answered what no agent answers.
 */
export type AlilangAgentFailure = 'absent' | 'refused';

/** The error the transport throws, so a guard reads the failure without a cast. */
export class AlilangAgentError extends Error {
  constructor(
    readonly failure: AlilangAgentFailure,
    readonly refusal: UemAgentRefusal['error'] | null = null,
  ) {
    super(`Alilang agent: ${refusal ?? failure}`);
    this.name = 'AlilangAgentError';
  }
}

export const agentFailureOf = (error: unknown): AlilangAgentFailure | null =>
  error instanceof AlilangAgentError ? error.failure : null;

/** What the panel says went wrong: the agent absent or refusing, or the server's word (as every source's). */
export type AlilangProblem = 'agentAbsent' | 'agentRefused' | ThirdPartyProblem;

export function alilangProblem(error: unknown): AlilangProblem {
  const failure = agentFailureOf(error);
  if (failure === 'absent') return 'agentAbsent';
  if (failure === 'refused') return 'agentRefused';
  return thirdPartyProblem(error);
}
