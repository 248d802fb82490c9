import type { ClientDevice } from '../../../schemas/boot.schema';
import { QR_LOGIN_CODE_SECONDS, type QrInit, type QrInitQuery } from '../../../schemas/qr-login.schema';
import { QR_LOGIN_CODES as CODES, QR_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { ADDRESS_LOCK, lockClientAddress } from '../../db/address-lock.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { consumeCaptcha } from '../password-login/captcha.service';
import { deleteQrCodesExpiredBefore, insertQrCodeWithinCap } from './qr-code.repo';
import { invalid, qrLoginTenant, refusedWith, type QrLoginOutcome } from './qr-login-outcome';

/**
 * The window of the tenant's cap on codes per client address (`qrCodesPerAddress`, 30 by default): a page that
 * takes a fresh code every 2 minutes needs 5, a few tabs more; a script filling the table does not get far.
 * Counted in the database, for every process.
 */
const CAP_WINDOW_MS = 10 * 60_000;
/** Codes are kept a day past their expiry (what a phone showed stays explainable), then forgotten. */
const KEPT_MS = 86_400_000;
/** The User-Agent stored, enough to name the browser and its system. */
const USER_AGENT_MAX = 512;

/** The scope of the QR login's picture captchas: drawn for one tenant's codes, they answer nowhere else. */
export const qrCaptchaScope = (tenant: Pick<Tenant, 'id'>) => `qr-login:${tenant.id}`;

/** Who asks for a code: the browser (its cookie's id), what kind, its User-Agent and address. */
export type QrAsker = { browserId: string; kind: ClientDevice; userAgent: string; address: string };

/**
 * GET one_time_login/init_code (and adapter/inside/mobile/qr_code): for a tenant whose codes cost a captcha,
 * `captcha` until the call carries one, which it spends right or wrong; then a new code bound to the asking
 * browser, within the address's cap.
 */
export async function issueQrCode(
  deps: Deps,
  defaultTenant: Tenant,
  query: QrInitQuery,
  asker: QrAsker,
): Promise<QrLoginOutcome<QrInit>> {
  const tenant = await qrLoginTenant(deps, defaultTenant, query._enterprise_id);
  if (!tenant) return invalid('invalid query: _enterprise_id');
  const now = deps.clock.now();
  if (tenant.settings.qrLoginCaptcha) {
    if (!query.key && !query.captcha) return { ok: true, data: { state: 'captcha' } };
    const scope = qrCaptchaScope(tenant);
    const solved = query.key && (await consumeCaptcha(deps.db, query.key, query.captcha ?? '', now, scope));
    if (!solved) return refusedWith(CODES.wrongCaptcha, 'wrong or missing captcha');
  }
  const code = newOpaqueToken();
  const stored = await deps.db.transaction(async (tx) => {
    await lockClientAddress(tx, ADDRESS_LOCK.qrCodes, asker.address);
    await deleteQrCodesExpiredBefore(tx, new Date(now.getTime() - KEPT_MS));
    return insertQrCodeWithinCap(
      tx,
      {
        codeHash: sha256Hex(code),
        enterpriseId: tenant.id,
        browserHash: sha256Hex(asker.browserId),
        clientKind: asker.kind,
        userAgent: asker.userAgent.slice(0, USER_AGENT_MAX),
        clientAddress: asker.address,
        createdAt: now,
        expiresAt: new Date(now.getTime() + QR_LOGIN_CODE_SECONDS * 1000),
      },
      { since: new Date(now.getTime() - CAP_WINDOW_MS), max: tenant.settings.qrCodesPerAddress },
    );
  });
  if (!stored) return invalid(REFUSALS.tooMany);
  return { ok: true, data: { state: 'issued', code, expiresIn: QR_LOGIN_CODE_SECONDS } };
}
