import {
  QR_LOGIN_ADAPTER,
  type QrLoggedIn,
  type QrLoginStatus,
  type QrSuccessRequest,
  type QrTenantQuery,
} from '../../../schemas/qr-login.schema';
import { QR_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { issueToken } from '../../account/access-token.repo';
import { loginBar } from '../../account/login-bar';
import { findLoginUserById } from '../../account/user.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { claimConfirmedQrCode, findBrowserQrCode, type BrowserQrCodeKey } from './qr-code.repo';
import { invalid, qrLoginTenant, type QrLoginOutcome } from './qr-login-outcome';

const browserKey = (tenant: Tenant, code: string, browserId: string): BrowserQrCodeKey => ({
  codeHash: sha256Hex(code),
  enterpriseId: tenant.id,
  browserHash: sha256Hex(browserId),
});

/**
 * GET one_time_login/obtain_confirm_status/{code}: where the code stands, for the browser that asked for it
 * (`browserId`, its cookie's id; null without one). A code unknown, of another tenant or of another browser is
 * `expired`, as is one used or past its 2 minutes: nobody learns anything of a code not theirs.
 */
export async function qrLoginStatus(
  deps: Deps,
  defaultTenant: Tenant,
  code: string,
  query: QrTenantQuery,
  browserId: string | null,
): Promise<QrLoginOutcome<QrLoginStatus>> {
  const tenant = await qrLoginTenant(deps, defaultTenant, query._enterprise_id);
  if (!tenant) return invalid('invalid query: _enterprise_id');
  const found =
    browserId && (await findBrowserQrCode(deps.db, browserKey(tenant, code, browserId), deps.clock.now()));
  return { ok: true, data: { status: found && found.live ? found.status : 'expired' } };
}

/**
 * POST one_time_login/success/{code}: the browser that asked for the code takes the session of the account that
 * confirmed it, once (taken in one statement, so once in every process at once). Then the account is checked as
 * every login checks it (its state, the password lockout), and the token is issued as rest_token issues one (it
 * ends the one before it in this browser), so whatever the session owes (a password change, the second factor)
 * is owed alike.
 */
export async function qrLoginSuccess(
  deps: Deps,
  defaultTenant: Tenant,
  code: string,
  form: QrSuccessRequest,
  browserId: string | null,
): Promise<QrLoginOutcome<QrLoggedIn>> {
  const { db } = deps;
  const tenant = await qrLoginTenant(deps, defaultTenant, form._enterprise_id);
  if (!tenant) return invalid('invalid body: _enterprise_id');
  if (form.code !== code) return invalid('invalid body: code');
  if (tenant.clientId !== form.client_id) return invalid('invalid body: client_id');
  if (!browserId) return invalid(REFUSALS.expired);
  const now = deps.clock.now();
  const key = browserKey(tenant, code, browserId);
  const userId = await claimConfirmedQrCode(db, key, now);
  if (!userId) {
    const found = await findBrowserQrCode(db, key, now);
    const waiting = found?.live && (found.status === 'pending' || found.status === 'scanned');
    return invalid(waiting ? REFUSALS.notConfirmed : REFUSALS.expired);
  }
  const user = await findLoginUserById(db, userId);
  if (!user || (await loginBar(db, tenant.id, user, now))) return invalid(REFUSALS.accountUnavailable);
  const accessToken = await issueToken(db, {
    userId: user.id,
    now,
    ttlSeconds: tenant.settings.tokenTtlSeconds,
    authType: QR_LOGIN_ADAPTER,
    browserId,
  });
  return { ok: true, data: { accessToken } };
}
