import type { SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { hasEnrolmentGrant } from './enrolment-grant.repo';
import { findOfflineDevice } from './offline-device.repo';
import { findOtpDevice } from './otp-device.repo';

/** How long a secret or key shown for binding waits for its first code; then a new one is shown. */
const PENDING_ENROLMENT_TTL_MS = 10 * 60_000;

/** Kept before this, a secret or key being bound is stale: it no longer binds, and is replaced when asked. */
export const pendingStaleBefore = (now: Date) => new Date(now.getTime() - PENDING_ENROLMENT_TTL_MS);

/**
 * Whether the user may bind a new device (an authenticator app, an offline device) in this session: after
 * proving the phone to reset a lost app (an enrolment grant), or with the password alone while there is no
 * factor to pass instead (no app or offline device bound, no phone for the tenant's SMS). Otherwise whoever
 * holds the password could bind a device of their own and skip the user's factor. Never while a composite
 * chain's factor steps are owed (issue 15, C6): the chain's earlier steps alone would bind what pays the next.
 * `known` spares reading the devices again.
 */
export async function mayEnrol(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  known?: UserDevices,
): Promise<boolean> {
  if (session.chainOwes) return false;
  if (await hasEnrolmentGrant(deps.db, session.tokenHash, deps.clock.now())) return true;
  const { app, offline } = known ?? (await userDevices(deps, session.userId));
  const smsReachable = tenant.settings.secondFactorMethods.includes('sms') && session.phoneNumber !== null;
  return !app?.boundSecret && !offline?.boundKey && !smsReachable;
}

export type UserDevices = {
  app: Awaited<ReturnType<typeof findOtpDevice>>;
  offline: Awaited<ReturnType<typeof findOfflineDevice>>;
};

/** The user's authenticator app and offline device, bound or being bound. */
export async function userDevices(deps: Deps, userId: string): Promise<UserDevices> {
  const [app, offline] = await Promise.all([
    findOtpDevice(deps.db, userId),
    findOfflineDevice(deps.db, userId),
  ]);
  return { app, offline };
}
