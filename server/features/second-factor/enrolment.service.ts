import type { SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { findOfflineDevice } from './offline-device.repo';
import { findOtpDevice } from './otp-device.repo';

/**
 * Whether the user may bind a new device (an authenticator app, an offline device) with the password alone:
 * only while there is no factor to pass instead (no app or offline device bound, no phone for the tenant's
 * SMS). Otherwise whoever holds the password could bind a device of their own and skip the user's factor.
 */
export async function mayEnrol(deps: Deps, tenant: Tenant, session: SessionUser): Promise<boolean> {
  const [app, offline] = await Promise.all([
    findOtpDevice(deps.db, session.userId),
    findOfflineDevice(deps.db, session.userId),
  ]);
  const smsReachable = tenant.settings.secondFactorMethods.includes('sms') && session.phoneNumber !== null;
  return !app?.boundSecret && !offline?.boundKey && !smsReachable;
}
