import { USBKEY_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import {
  USBKEY_RANDOM_SECONDS,
  type UsbKeyChallenge,
  type UsbKeyChallengeQuery,
} from '../../../schemas/usbkey-login.schema';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { ADDRESS_LOCK, lockClientAddress } from '../../db/address-lock.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { findUsbKeyTrust } from '../../tenant/usbkey-trust.repo';
import { tenantPki } from './tenant-pki';
import { invalid, usbKeyTenant, type UsbKeyLoginOutcome } from './usbkey-login-outcome';
import { deleteUsbKeyRandomsExpiredBefore, insertUsbKeyRandomWithinCap } from './usbkey-random.repo';

/**
 * The window of the tenant's cap on randoms per client address (`usbKeyRandomsPerAddress`, 30 by default): a
 * person asks for one per sign-in attempt; a script filling the table does not get far. Counted in the
 * database, for every process.
 */
const CAP_WINDOW_MS = 10 * 60_000;
/** Randoms are kept a day past their expiry (a refused sign-in stays explainable), then forgotten. */
const KEPT_MS = 86_400_000;

/**
 * GET bjcacert/login: the tenant's server certificate, for the agent to check against the tenant's CA, and a
 * new random (32 random bytes, base64url) for the key to sign, stored by digest for 5 minutes and one use, for
 * the browser that asked (its id cookie), within the client address's cap.
 */
export async function issueUsbKeyChallenge(
  deps: Deps,
  defaultTenant: Tenant,
  query: UsbKeyChallengeQuery,
  caller: { clientAddress: string; browserId: string },
): Promise<UsbKeyLoginOutcome<UsbKeyChallenge>> {
  const { clientAddress } = caller;
  const tenant = await usbKeyTenant(deps, defaultTenant, query._enterprise_id);
  if (!tenant) return invalid('invalid query: _enterprise_id');
  const trust = await findUsbKeyTrust(deps.db, tenant.id);
  if (!trust) return invalid(REFUSALS.notConfigured);
  const { serverCertBase64 } = tenantPki(trust);
  const now = deps.clock.now();
  const random = newOpaqueToken();
  const stored = await deps.db.transaction(async (tx) => {
    await lockClientAddress(tx, ADDRESS_LOCK.usbKeyRandoms, clientAddress);
    await deleteUsbKeyRandomsExpiredBefore(tx, new Date(now.getTime() - KEPT_MS));
    return insertUsbKeyRandomWithinCap(
      tx,
      {
        randomHash: sha256Hex(random),
        enterpriseId: tenant.id,
        clientAddress,
        browserIdHash: sha256Hex(caller.browserId),
        createdAt: now,
        expiresAt: new Date(now.getTime() + USBKEY_RANDOM_SECONDS * 1000),
      },
      { since: new Date(now.getTime() - CAP_WINDOW_MS), max: tenant.settings.usbKeyRandomsPerAddress },
    );
  });
  if (!stored) return invalid(REFUSALS.tooMany);
  return { ok: true, data: { serverCert: serverCertBase64, random, expiresIn: USBKEY_RANDOM_SECONDS } };
}
