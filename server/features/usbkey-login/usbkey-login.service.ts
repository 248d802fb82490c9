import { USBKEY_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import {
  USBKEY_LOGIN_ADAPTER,
  type UsbKeyLoggedIn,
  type UsbKeyLoginRequest,
} from '../../../schemas/usbkey-login.schema';
import { accountBar } from '../../account/account-bar';
import { issueToken } from '../../account/access-token.repo';
import { clearFailures, failureState, recordFailure } from '../../account/failure-lock.repo';
import { findLocalLoginUser } from '../../account/user.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { findUsbKeyTrust } from '../../tenant/usbkey-trust.repo';
import { minutesLeft } from '../password-login/password-grant.service';
import { tenantPki } from './tenant-pki';
import { invalid, locked, usbKeyTenant, type UsbKeyLoginOutcome } from './usbkey-login-outcome';
import { claimUsbKeyRandom } from './usbkey-random.repo';
import { checkUserCertificate, signedByCertificate } from './user-certificate';

/**
 * POST bjcacert/login (SPEC 3 Certificate login, 7, 8): the random is spent first, by any post naming it, so
 * a refused post cannot be sent again; then the agent must have checked this server's certificate (idToken3),
 * the user's certificate must be the tenant CA's, fit for signing in and valid now, and its subject's CN must
 * name an account of the tenant. From there the account is judged as the password grant judges it: its lock
 * first (minutes left), the signature as the password (a wrong one counts towards the same lock and may start
 * it), then its state; the session's token is issued as rest_token issues it, ending the one before it in the
 * browser `browserId` names, so whatever the session owes (a password change, the second factor) is owed alike.
 */
export async function usbKeyLogin(
  deps: Deps,
  defaultTenant: Tenant,
  form: UsbKeyLoginRequest,
  browserId: string,
): Promise<UsbKeyLoginOutcome<UsbKeyLoggedIn>> {
  const { db } = deps;
  const tenant = await usbKeyTenant(deps, defaultTenant, form._enterprise_id);
  if (!tenant) return invalid('invalid body: _enterprise_id');
  const trust = await findUsbKeyTrust(db, tenant.id);
  if (!trust) return invalid(REFUSALS.notConfigured);
  const now = deps.clock.now();
  // The random signs in only the browser it was issued to.
  const random = {
    randomHash: sha256Hex(form.random),
    enterpriseId: tenant.id,
    browserIdHash: sha256Hex(browserId),
  };
  if (!(await claimUsbKeyRandom(db, random, now))) return invalid(REFUSALS.randomExpired);

  const pki = tenantPki(trust);
  if (form.idToken3 !== pki.serverCertSha256) return invalid(REFUSALS.serverCertMismatch);
  const checked = checkUserCertificate(form.userCert, pki.ca, now);
  if (!checked.ok) return invalid(checked.refusal);
  const user = checked.commonName && (await findLocalLoginUser(db, tenant.id, checked.commonName));
  if (!user) return invalid(REFUSALS.unknownCertificate);

  const { settings } = tenant;
  const before = await failureState(db, 'login_failure', tenant.id, user.username, now);
  if (before.lockedUntil) return locked(minutesLeft(before.lockedUntil, now));
  if (!signedByCertificate(checked.certificate, form.random, form.signedData)) {
    const after = await recordFailure(db, 'login_failure', tenant.id, user.username, settings, now);
    return after.lockedUntil ? locked(settings.lockTimeMinutes) : invalid(REFUSALS.badSignature);
  }
  await clearFailures(db, 'login_failure', tenant.id, user.username);
  if (accountBar(user, now)) return invalid(REFUSALS.accountUnavailable);

  const accessToken = await issueToken(db, {
    userId: user.id,
    now,
    ttlSeconds: settings.tokenTtlSeconds,
    authType: USBKEY_LOGIN_ADAPTER,
    browserId,
  });
  return { ok: true, data: { access_token: accessToken } };
}
