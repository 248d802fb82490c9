import type { OwedStep } from '../../schemas/endpoint';
import { SESSION_REFUSALS } from '../../schemas/refusals';
import type { SessionUser } from '../account/access-token.repo';
import { owedSteps } from '../account/owed-steps';

/** How each owed step is refused: the response codes the login page turns into its next step (SPEC 4). */
const REFUSALS: Record<OwedStep, { code: string; message: string }> = {
  riskLock: { code: 'Forbidden', message: SESSION_REFUSALS.riskLocked },
  passwordChange: { code: '507', message: 'password change required' },
  secondFactor: { code: '505', message: 'second factor required' },
  applicationCheck: { code: 'Forbidden', message: "the token answers only an application's check" },
};

/**
 * The gate before every session call: the step the session owes first (SPEC section 4 order) decides. When the
 * endpoint allows it, the call goes through; otherwise it is refused with that step's code; a session that
 * owes nothing passes. So a token that must change its password works only for the calls that find that out,
 * the change itself and logout; and the change does not let a session skip a second factor it owes first.
 */
export function gateRefusal(
  session: SessionUser,
  now: Date,
  allowWhileOwing: readonly OwedStep[] = [],
): { code: string; message: string } | null {
  const [first] = owedSteps(session, now);
  return first && !allowWhileOwing.includes(first) ? REFUSALS[first] : null;
}
