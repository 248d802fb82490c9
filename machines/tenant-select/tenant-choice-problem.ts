/**
 * What a tenant's token refusal means on `/enterpriseSelect` (authenticate/global/login with the ticket): the
 * choice no longer holds (choice_invalid), or that tenant refuses this account as its password login would
 * (barred, locked, a registered device required): the user may choose another tenant.
 */
import { apiFailureOf } from '../../schemas/api-failure';
import { parseErrorDescription } from '../../schemas/password-login.schema';
import { loginFailure } from '../shared/login-failure';

/**
 * What the chosen tenant's grant can answer for an account the instance-wide check already let through: the
 * account's state, or a fault of the server.
 */
const GRANT_REFUSALS = ['disabled', 'expired', 'awaitingApproval', 'serverError'] as const;
type GrantRefusal = (typeof GRANT_REFUSALS)[number];
const isGrantRefusal = (code: string): code is GrantRefusal => GRANT_REFUSALS.some((c) => c === code);

export type TenantChoiceProblem =
  | { code: GrantRefusal | 'loginFailed' }
  | { code: 'locked'; minutes: number | null }
  | { code: 'deviceRequired' };

/** The ticket is unknown, spent, expired or another browser's: only a new sign-in helps. */
export function choiceInvalid(error: unknown): boolean {
  const failure = apiFailureOf(error);
  return (
    failure?.kind === 'http' &&
    failure.status === 400 &&
    parseErrorDescription(failure.errorDescription ?? '').errorCase === 'choice_invalid'
  );
}

/** The tenant's refusal, or null for anything that is no answer of its (a lost connection, a bug). */
export function tenantChoiceProblem(error: unknown): TenantChoiceProblem | null {
  const failure = loginFailure(error);
  switch (failure.kind) {
    case 'message':
      return { code: isGrantRefusal(failure.code) ? failure.code : 'loginFailed' };
    case 'dialog':
      return failure.dialog === 'deviceId'
        ? { code: 'deviceRequired' }
        : { code: 'locked', minutes: failure.lockTime ?? null };
    case 'other':
      return null;
  }
}
