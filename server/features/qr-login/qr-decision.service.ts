import type { QrLoginRequestInfo, QrLoginStatus, QrTenantQuery } from '../../../schemas/qr-login.schema';
import { QR_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { decideQrCode, markQrCodeScanned } from './qr-code.repo';
import { invalid, qrLoginTenant, type QrLoginOutcome } from './qr-login-outcome';
import { describeUserAgent } from './user-agent';
import { shownAddress } from './shown-address';

/**
 * GET one_time_login/show/{code}, for the phone that scanned it: which browser asks to sign in, from where,
 * when and to which tenant, so its user knows what Confirm would let in. Reading it marks the code scanned
 * (the browser's page says so). A code unknown, of another tenant, used, decided or expired is `expired`.
 */
export async function showQrCode(
  deps: Deps,
  defaultTenant: Tenant,
  code: string,
  query: QrTenantQuery,
): Promise<QrLoginOutcome<QrLoginRequestInfo>> {
  const tenant = await qrLoginTenant(deps, defaultTenant, query._enterprise_id);
  if (!tenant) return invalid('invalid query: _enterprise_id');
  const key = { codeHash: sha256Hex(code), enterpriseId: tenant.id };
  const scanned = await markQrCodeScanned(deps.db, key, deps.clock.now());
  if (!scanned) return invalid(REFUSALS.expired);
  return {
    ok: true,
    data: {
      status: scanned.status,
      ...describeUserAgent(scanned.userAgent),
      address: shownAddress(scanned.clientAddress),
      requestedAt: scanned.createdAt.toISOString(),
      enterpriseName: tenant.name,
      enterpriseNameEn: tenant.nameEn ?? null,
    },
  };
}

/**
 * POST one_time_login/confirm/{code} and reject/{code}: the account signed in on the phone decides a code of
 * its own tenant that waits for a decision (pending or scanned, within its 2 minutes); the first decision
 * stands. Confirmed, the browser that asked may take that account's session.
 */
export async function decideQrLogin(
  deps: Deps,
  session: SessionUser,
  code: string,
  status: 'confirmed' | 'rejected',
): Promise<QrLoginOutcome<QrLoginStatus>> {
  const key = { codeHash: sha256Hex(code), enterpriseId: session.enterpriseId };
  const decided = await decideQrCode(deps.db, key, { status, userId: session.userId }, deps.clock.now());
  return decided ? { ok: true, data: { status } } : invalid(REFUSALS.expired);
}
