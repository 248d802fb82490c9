import type { ModifyPassword, ModifyPasswordRequest } from '../../../schemas/modify-password.schema';
import { MODIFY_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { revokeAllTokens, type SessionUser } from '../../account/access-token.repo';
import { judgeAttempt, tenantLockMax } from '../../account/judge-attempt.service';
import { hasUserApplications, passwordHashOf, setPassword } from '../../account/user.repo';
import { passwordMatches } from '../../crypto/password-check';
import { hashPassword } from '../../crypto/password-hash';
import type { Deps } from '../../deps';
import { openSm2Passwords } from '../../tenant/sm2-challenge.service';
import type { Tenant } from '../../tenant/tenant.repo';
import { newPasswordRefusal, tenantNames } from './new-password.rule';
import { claimClientToken } from './modify-password.repo';

export type ChangeOutcome = { ok: true; data: ModifyPassword } | { ok: false; code: string; message: string };

const DAY_MS = 86_400_000;
const invalid = (message: string): ChangeOutcome => ({ ok: false, code: 'InvalidParameter', message });

/**
 * The password change of SPEC sections 3 and 4 for the signed-in user. Each refusal's message is a code of
 * `MODIFY_PASSWORD_REFUSALS` or a policy code, which the page words in the user's language.
 */
export async function changePassword(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  form: ModifyPasswordRequest,
): Promise<ChangeOutcome> {
  const { db, clock } = deps;
  const now = clock.now();
  if (form.enterpriseId !== session.enterpriseId || form.clientId !== tenant.clientId) {
    return invalid(REFUSALS.sessionMismatch);
  }
  // Each form submission carries a fresh client token; a replayed one is refused in every process.
  if (!(await claimClientToken(db, session.userId, form.clientToken, now))) return invalid(REFUSALS.replayed);

  // All three under the form's one challenge, spent by this request. Stale or not, nothing is counted: the
  // old password is not looked at unless the form is a fresh one.
  const opened = await openSm2Passwords(deps, tenant.id, form.sm2_code, [
    form.oldPassword,
    form.newPassword,
    form.confirmPassword,
  ]);
  if (!opened.ok) return invalid(REFUSALS.undecryptable);
  const [oldPassword, newPassword, confirmPassword] = opened.passwords;
  if (newPassword !== confirmPassword) return invalid(REFUSALS.confirmMismatch);
  // A wrong old password counts as a wrong password of the sign-in, on the same counter: whoever holds the
  // session (a borrowed computer, a stolen token) gets no more guesses here than at the login page.
  const storedHash = await passwordHashOf(db, session.userId);
  const oldPasswordCheck = await judgeAttempt(
    deps,
    tenant.settings,
    ['login_failure', session.enterpriseId, session.username],
    tenantLockMax(tenant.settings),
    async () => ((await passwordMatches(oldPassword, storedHash, deps.kdfCost)) ? 'pass' : 'wrong'),
  );
  if (oldPasswordCheck === 'locked') return { ok: false, code: 'Password.Locked', message: REFUSALS.locked };
  if (oldPasswordCheck === 'wrong') {
    return { ok: false, code: 'Password.Invalid', message: REFUSALS.wrongOldPassword };
  }
  const refusal = newPasswordRefusal(
    newPassword,
    oldPassword,
    tenant.settings.passwordPolicy,
    session.username,
    tenantNames(tenant),
  );
  if (refusal) return invalid(refusal);

  const hash = await hashPassword(newPassword, deps.kdfCost);
  const expiresAt = new Date(now.getTime() + tenant.settings.passwordValidityDays * DAY_MS);
  await db.transaction(async (tx) => {
    await setPassword(tx, session.userId, hash, expiresAt);
    // Every other session of the user ends: whoever knew the old password is out. The session that changed it
    // ends too when the page asks (invalidateSession), unless the tenant skips the forced re-login.
    const keepOwn = !form.invalidateSession || tenant.settings.skipForceLogin;
    await revokeAllTokens(tx, session.userId, now, keepOwn ? session.tokenHash : undefined);
  });
  const storePassword = await hasUserApplications(db, session.userId);
  return { ok: true, data: { storePassword, systemUserUuid: session.userId } };
}
