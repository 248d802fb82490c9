import type { ResetResult, ResetSubmitRequest } from '../../../schemas/reset-password.schema';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { revokeAllTokens } from '../../account/access-token.repo';
import { clearFailures } from '../../account/failure-lock.repo';
import { setPassword } from '../../account/user.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import { hashPassword } from '../../crypto/password-hash';
import type { Deps } from '../../deps';
import { openSm2Passwords } from '../../tenant/sm2-challenge.service';
import type { Tenant } from '../../tenant/tenant.repo';
import { newPasswordRefusal, tenantNames } from '../modify-password/new-password.rule';
import { invalid, resetTenant, type ResetOutcome } from './live-reset.service';
import { claimResetClientToken, completeReset, endResetsOf, findLiveReset } from './password-reset.repo';

const DAY_MS = 86_400_000;

/** SPEC 3: the reset itself ended (`result` false), with why in `errorMessage`; the page starts again. */
const ended = (errorMessage: string): ResetOutcome<ResetResult> => ({
  ok: true,
  data: { resultDto: { result: false, errorMessage } },
});

/**
 * POST forgot_password/submit, in the order that costs least: a fresh form, a password that decrypts, a live
 * reset of an account that may still be reset, proved by a code or the answers, a password the tenant's policy
 * and the breached list let through; only then the slow hash. One transaction sets it, ends the reset (once:
 * of two submissions at once one sets it) and the user's other resets, ends every session of the user (whoever
 * held one may be the reason for the reset) and clears the name's login lock, so the user signs in at once.
 */
export async function submitReset(
  deps: Deps,
  defaultTenant: Tenant,
  form: ResetSubmitRequest,
): Promise<ResetOutcome<ResetResult>> {
  const { db, clock } = deps;
  const now = clock.now();
  const tenant = await resetTenant(deps, defaultTenant, form._enterprise_id);
  if (!tenant) return invalid(REFUSALS.unknownTenant);
  if (!(await claimResetClientToken(db, tenant.id, form.clientToken, now))) return invalid(REFUSALS.replayed);
  const opened = await openSm2Passwords(deps, tenant.id, form.sm2_code, [form.password]);
  if (!opened.ok) return invalid(REFUSALS.undecryptable);
  const [password] = opened.passwords;

  const tokenHash = sha256Hex(form.resetToken);
  const reset = await findLiveReset(db, tenant.id, tokenHash, now);
  if (!reset) return ended(REFUSALS.expired);
  if (!reset.active) return ended(REFUSALS.noAccount);
  if (!reset.verified) return invalid(REFUSALS.notVerified);
  const refusal = newPasswordRefusal(
    password,
    null,
    tenant.settings.passwordPolicy,
    reset.username,
    tenantNames(tenant),
  );
  if (refusal) return invalid(refusal);

  const hash = await hashPassword(password, deps.kdfCost);
  const expiresAt = new Date(now.getTime() + tenant.settings.passwordValidityDays * DAY_MS);
  const done = await db.transaction(async (tx) => {
    const userId = await completeReset(tx, tokenHash, now);
    if (userId === null) return false;
    await setPassword(tx, userId, hash, expiresAt);
    await endResetsOf(tx, userId, now);
    await revokeAllTokens(tx, userId, now);
    await clearFailures(tx, 'login_failure', tenant.id, reset.username);
    return true;
  });
  return done
    ? { ok: true, data: { resultDto: { result: true, errorMessage: null } } }
    : ended(REFUSALS.expired);
}
