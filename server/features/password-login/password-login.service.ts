import type { RestTokenErrorCase, RestTokenRequest } from '../../../schemas/password-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { accountBar, type AccountBar } from '../../account/account-bar';
import { issueToken } from '../../account/access-token.repo';
import { findLoginUser, hasDevice, type LoginUser } from '../../account/user.repo';
import { dummyPasswordHash, verifyPassword } from '../../crypto/password-hash';
import { decryptSm2 } from '../../crypto/sm2-decrypt';
import type { Deps } from '../../deps';
import { findSm2Key } from '../../tenant/sm2-key.repo';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';
import { attemptState } from './attempt-state.service';
import { consumeCaptcha } from './captcha.service';
import { clearFailures, recordFailure } from '../../account/failure-lock.repo';

export type LoginOutcome =
  | { ok: true; accessToken: string; expiresIn: number }
  | { ok: false; errorCase: RestTokenErrorCase; remainingAttempts?: number; lockTime?: number };

const ERROR_CASE_OF = {
  disabled: 'disabled',
  pending: 'invalid_user_register_approve',
  expired: 'expired',
} as const satisfies Record<AccountBar, RestTokenErrorCase>;

const minutesLeft = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * The password grant of SPEC sections 7 and 8, in the order that leaks least: lock, captcha, password, then
 * account state (shown only to someone who knows the password). Unknown users are counted like known ones.
 */
export async function passwordLogin(
  deps: Deps,
  defaultTenant: Tenant,
  request: RestTokenRequest,
): Promise<LoginOutcome> {
  const { db, clock } = deps;
  const now = clock.now();
  const tenant = request._enterprise_id ? await findTenant(db, request._enterprise_id) : defaultTenant;
  if (!tenant || tenant.clientId !== request.client_id) return { ok: false, errorCase: 'invalid_client' };
  const { settings } = tenant;

  const before = await attemptState(db, tenant, request.username, now);
  if (before.lockedUntil)
    return { ok: false, errorCase: 'user_locked', lockTime: minutesLeft(before.lockedUntil, now) };

  if (before.captchaRequired) {
    const solved =
      request.cap_code &&
      request.cap_text &&
      (await consumeCaptcha(db, request.cap_code, request.cap_text, now));
    if (!solved) return { ok: false, errorCase: 'invalid_captcha' };
  }

  const user = await findLoginUser(db, tenant.id, request.username);
  if (!(await passwordMatches(deps, tenant, request, user)) || !user) {
    const after = await recordFailure(db, 'login_failure', tenant.id, request.username, settings, now);
    if (after.lockedUntil) return { ok: false, errorCase: 'user_locked', lockTime: settings.lockTimeMinutes };
    const remainingAttempts = settings.maxFailedAttempts - after.failures;
    if (settings.maxFailedAttempts > 0 && remainingAttempts <= settings.warnRemainingAttempts) {
      return { ok: false, errorCase: 'will_lock', remainingAttempts };
    }
    return { ok: false, errorCase: 'invalid_password' };
  }
  await clearFailures(db, 'login_failure', tenant.id, request.username);

  const bar = accountBar(user, now);
  if (bar) return { ok: false, errorCase: ERROR_CASE_OF[bar] };
  if (settings.deviceIdCheck) {
    const deviceId = request.deviceId || request.device_id;
    if (!deviceId || !(await hasDevice(db, user.id, deviceId)))
      return { ok: false, errorCase: 'invalid_device_id' };
  }

  const expiresIn =
    request.auto_login && settings.autoLogin ? settings.autoLoginTokenTtlSeconds : settings.tokenTtlSeconds;
  const accessToken = await issueToken(db, user.id, now, expiresIn, ADAPTERS.password);
  return { ok: true, accessToken, expiresIn };
}

// A ciphertext that does not decrypt, or was made with another key than the stored one, is a wrong password.
async function passwordMatches(
  deps: Deps,
  tenant: Tenant,
  request: RestTokenRequest,
  user: LoginUser | null,
) {
  const key = await findSm2Key(deps.db, tenant.id);
  const plain = key && key.code === request.sm2_code ? decryptSm2(request.password, key.privateKey) : null;
  // Same slow hash whether or not the user exists, so timing tells nothing.
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(plain ?? '', hash);
  return plain !== null && matches;
}
