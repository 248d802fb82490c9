import type { CompositeStepResult } from '../../../schemas/composite.schema';
import type { RestTokenErrorCase, RestTokenRequest } from '../../../schemas/password-login.schema';
import type { LICENSE_CODES } from '../../../schemas/refusals';
import { usernameKey } from '../../../schemas/rules/username-key.rule';
import { accountBar, type AccountBar } from '../../account/account-bar';
import { issueToken } from '../../account/access-token.repo';
import { recordAddressFailure } from '../../account/address-failure.repo';
import { clearFailures, recordFailure } from '../../account/failure-lock.repo';
import { hasDevice, type LoginUser } from '../../account/user.repo';
import type { Deps } from '../../deps';
import { openSm2Passwords } from '../../tenant/sm2-challenge.service';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';
import { chainCodeHash, chainStep } from '../composite/chain-step.service';
import { attemptState } from './attempt-state.service';
import { consumeCaptcha } from './captcha.service';

/**
 * Why a grant was refused: an error case of SPEC 8, or, where a first login would make a user the license
 * has no room for (a directory's), its envelope code InvalidUserLicense (grant-reply.route.ts).
 */
export type GrantErrorCase = RestTokenErrorCase | typeof LICENSE_CODES.overQuota;

export type LoginOutcome =
  | TokenGranted
  | ChainStepAnswered
  | { ok: false; errorCase: GrantErrorCase; remainingAttempts?: number; lockTime?: number };
/** The grant's token. */
export type TokenGranted = { ok: true; accessToken: string; expiresIn: number };
/** The right password was a composite chain's step (or a login its chain refused): no token (chain-step.service.ts). */
export type ChainStepAnswered = { ok: true; step: CompositeStepResult };
/** A grant's refusal: the error case and, for some, the attempts left or the lock's minutes. */
export type LoginRefusal = Extract<LoginOutcome, { ok: false }>;

/**
 * What a login type's password check found: the account (`U`; several, for a check across tenants); a failure
 * counted against the name (`wrong`, answered as `errorCase`, the wrong-password answer by default; `account`,
 * the name of the account it found, when it found one); or an answer that was no guess and is not counted.
 */
export type CredentialVerdict<U extends { username: string } = LoginUser> =
  // `keepsFailures`: the name's failures at this door stand (the password opened another tenant's account of
  // the name, not this tenant's own).
  | { kind: 'pass'; user: U; keepsFailures?: boolean }
  | { kind: 'wrong'; errorCase?: RestTokenErrorCase; account?: string | null }
  | { kind: 'refused'; errorCase: GrantErrorCase; lockTime?: number };

/**
 * Who asks for the grant: the client address (its failure budget) and the browser's id (its cookie: the grant
 * ends the token issued before to that browser; null for a client without the cookie).
 */
export type GrantCaller = { clientAddress: string; browserId: string | null };

/**
 * A login type's check of the name and the password, decrypted (null: it did not decrypt with the key); what
 * it passes is named `username` (the account's own name: its lock and failures are the name's too).
 */
export type CheckCredential<U extends { username: string } = LoginUser> = (
  tenant: Tenant,
  username: string,
  password: string | null,
) => Promise<CredentialVerdict<U>>;

/** The fields of a password form the check reads: the name, the encrypted password, the captcha. */
export type PasswordForm = Pick<
  RestTokenRequest,
  'username' | 'password' | 'sm2_code' | 'cap_code' | 'cap_text'
>;

/** The fields of a form the grant reads once the password is right: the longer token, the device. */
export type GrantForm = Pick<RestTokenRequest, 'auto_login' | 'deviceId' | 'device_id'>;

const ERROR_CASE_OF = {
  disabled: 'disabled',
  pending: 'invalid_user_register_approve',
  expired: 'expired',
} as const satisfies Record<AccountBar, RestTokenErrorCase>;

/** The minutes a lock ending `until` has left at `now`, at least one (rest_token's and bjcacert/login's lockTime). */
export const minutesLeft = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * The tenant requires a registered device (deviceAgent `require`) and the request names none of the user's.
 * A check that acts on a right password (a third-party binding links then) asks this first, as the grant does.
 */
export async function lacksRequiredDevice(
  db: Deps['db'],
  settings: Tenant['settings'],
  userId: string,
  request: Pick<RestTokenRequest, 'deviceId' | 'device_id'>,
): Promise<boolean> {
  if (settings.deviceAgent !== 'require') return false;
  const deviceId = request.deviceId || request.device_id;
  return !deviceId || !(await hasDevice(db, userId, deviceId));
}

/**
 * A password grant of SPEC sections 7 and 8, whoever checks the password (rest_token's own users, a tenant's
 * directory), in the order that leaks least: the password's one-time SM2 challenge (a replay learns and
 * counts nothing), the address's wait, the name's lock, captcha, password, then account state (shown only to
 * someone who knows the password). Every name is counted, known or not, and every wrong password against the
 * client address too (password spraying: the address's wait is `invalid_locked`); the token says which login
 * type (`authType`) issued it, and ends the one issued before it to the same browser (the caller's
 * `browserId`, its cookie's id). The two steps: `checkPassword`, then `grantTo`. `chainCode`: the composite
 * chain's code the call carried, where the call may be a chain's step.
 */
export async function passwordGrant(
  deps: Deps,
  defaultTenant: Tenant,
  request: RestTokenRequest,
  caller: GrantCaller,
  authType: string,
  check: CheckCredential,
  chainCode: string | null = null,
): Promise<LoginOutcome> {
  const tenant = request._enterprise_id ? await findTenant(deps.db, request._enterprise_id) : defaultTenant;
  if (!tenant || tenant.clientId !== request.client_id) return { ok: false, errorCase: 'invalid_client' };
  const checked = await checkPassword(deps, tenant, request, caller, check);
  return checked.ok ? grantTo(deps, tenant, checked.user, request, caller, authType, chainCode) : checked;
}

/**
 * The grant's first step, at `tenant`'s door (its SM2 key, its counters): the challenge spent, the address's
 * wait, the name's lock, the captcha, the check, the failure counted or the name's failures cleared. What the
 * check passed comes back for `grantTo`; an account's own state is not looked at yet.
 */
export async function checkPassword<U extends { username: string }>(
  deps: Deps,
  tenant: Tenant,
  request: PasswordForm,
  caller: GrantCaller,
  check: CheckCredential<U>,
): Promise<{ ok: true; user: U } | LoginRefusal> {
  const { db, clock } = deps;
  const now = clock.now();
  const { settings } = tenant;

  // The password's one-time challenge is spent first, by any request naming it. A stale one (a replayed or
  // forged form) is refused before the lock, the captcha or the password are looked at, and counts nothing.
  const opened = await openSm2Passwords(deps, tenant.id, request.sm2_code, [request.password]);
  if (!opened.ok && opened.refusal === 'stale') return { ok: false, errorCase: 'invalid_parameter' };

  const before = await attemptState(db, tenant, request.username, caller.clientAddress, now);
  if (before.addressWaitUntil)
    return { ok: false, errorCase: 'invalid_locked', lockTime: minutesLeft(before.addressWaitUntil, now) };
  if (before.lockedUntil)
    return { ok: false, errorCase: 'user_locked', lockTime: minutesLeft(before.lockedUntil, now) };

  if (before.captchaRequired) {
    const solved =
      request.cap_code &&
      request.cap_text &&
      (await consumeCaptcha(db, request.cap_code, request.cap_text, now));
    if (!solved) return { ok: false, errorCase: 'invalid_captcha' };
  }

  // A ciphertext that does not decrypt under a fresh challenge is a wrong password.
  const verdict = await check(tenant, request.username, opened.ok ? opened.passwords[0] : null);
  if (verdict.kind === 'refused') {
    const { errorCase, lockTime } = verdict;
    return { ok: false, errorCase, ...(lockTime === undefined ? {} : { lockTime }) };
  }
  // A check that finds the account under another name than the key of the one typed (a directory matches by
  // its own rules, or by mail) locks and counts the account's own name too, so no spelling of it escapes.
  const account = verdict.kind === 'pass' ? verdict.user.username : verdict.account;
  const alias = account && usernameKey(account) !== usernameKey(request.username) ? account : null;
  const aliasLock = alias
    ? (await attemptState(db, tenant, alias, caller.clientAddress, now)).lockedUntil
    : null;
  if (aliasLock) return { ok: false, errorCase: 'user_locked', lockTime: minutesLeft(aliasLock, now) };
  if (verdict.kind === 'wrong') {
    await recordAddressFailure(
      db,
      tenant.id,
      caller.clientAddress,
      settings.addressFailureWindowMinutes,
      now,
    );
    const typed = await recordFailure(db, 'login_failure', tenant.id, request.username, settings, now);
    const own = alias ? await recordFailure(db, 'login_failure', tenant.id, alias, settings, now) : typed;
    const after = own.lockedUntil || own.failures > typed.failures ? own : typed;
    if (after.lockedUntil) return { ok: false, errorCase: 'user_locked', lockTime: settings.lockTimeMinutes };
    const remainingAttempts = settings.maxFailedAttempts - after.failures;
    if (settings.maxFailedAttempts > 0 && remainingAttempts <= settings.warnRemainingAttempts) {
      return { ok: false, errorCase: 'will_lock', remainingAttempts };
    }
    return { ok: false, errorCase: verdict.errorCase ?? 'invalid_password' };
  }
  if (!verdict.keepsFailures) {
    await clearFailures(db, 'login_failure', tenant.id, request.username);
    if (alias) await clearFailures(db, 'login_failure', tenant.id, alias);
  }
  return { ok: true, user: verdict.user };
}

/**
 * The grant's second step, for the account whose password was right, under its own tenant's settings: its
 * state (disabled, pending, expired: shown only now), the device the tenant requires, then the token, unless
 * the login is a composite chain's step (`chainCode`, or an adapter that starts a chain): then the step's answer.
 */
export async function grantTo(
  deps: Deps,
  tenant: Tenant,
  user: LoginUser,
  request: GrantForm,
  caller: GrantCaller,
  authType: string,
  chainCode: string | null = null,
): Promise<LoginOutcome> {
  const { db } = deps;
  const now = deps.clock.now();
  const { settings } = tenant;
  const bar = accountBar(user, now);
  if (bar) return { ok: false, errorCase: ERROR_CASE_OF[bar] };
  if (await lacksRequiredDevice(db, settings, user.id, request))
    return { ok: false, errorCase: 'invalid_device_id' };
  const step = await chainStep(deps, tenant, {
    userId: user.id,
    authType,
    browserId: caller.browserId,
    chainCodeHash: chainCodeHash(chainCode),
  });
  if (step) return { ok: true, step };

  const expiresIn =
    request.auto_login && settings.autoLogin ? settings.autoLoginTokenTtlSeconds : settings.tokenTtlSeconds;
  const accessToken = await issueToken(db, {
    userId: user.id,
    now,
    ttlSeconds: expiresIn,
    authType,
    browserId: caller.browserId,
  });
  return { ok: true, accessToken, expiresIn };
}
