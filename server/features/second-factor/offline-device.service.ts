import { randomInt } from 'node:crypto';
import type { OfflineChallenge, SecondFactorPassed } from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import { ocra, parseOcraSuite } from '../../crypto/ocra';
import { newOcraKey, ocraKeyBytes, ocraQrImage, OFFLINE_DEVICE_SUITE } from '../../crypto/ocra-qr';
import { sameText } from '../../crypto/same-text';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { checkCode, refused, type Outcome } from './code-check.service';
import { mayEnrol, pendingStaleBefore } from './enrolment.service';
import {
  bindPendingKey,
  claimChallenge,
  findChallenge,
  findOfflineDevice,
  keepPendingKey,
  replaceChallenge,
} from './offline-device.repo';

/** The context a user's sealed key is bound to: copied onto another user's row, it does not open. */
export const offlineKeyContext = (userId: string) => `offline:${userId}`;

/** A challenge is answered within five minutes, once (like every code of the second factor). */
const CHALLENGE_TTL_SECONDS = 300;
const CHALLENGE_DIGITS = 8;
/**
 * The key the user's answers are checked against: the bound device's or, while the tenant lets users bind one,
 * the key being bound (made and kept when `keepNew`, for a challenge to show).
 */
async function deviceKey(deps: Deps, tenant: Tenant, session: SessionUser, keepNew: boolean) {
  if (!tenant.settings.secondFactorMethods.includes('offline')) return null;
  const device = await findOfflineDevice(deps.db, session.userId);
  if (device?.boundKey) return { suite: device.suite, sealed: device.boundKey, binding: false };
  if (!tenant.settings.allowNewOfflineDevices || !(await mayEnrol(deps, tenant, session))) return null;
  const suite = device?.suite ?? OFFLINE_DEVICE_SUITE;
  const sealed = keepNew
    ? await keepPendingKey(
        deps.db,
        session.userId,
        suite,
        deps.secretBox.seal(newOcraKey(), offlineKeyContext(session.userId)),
        deps.clock.now(),
        pendingStaleBefore(deps.clock.now()),
      )
    : device?.pendingKey;
  return sealed ? { suite, sealed, binding: true } : null;
}

/**
 * GET 2factor/third_offline_device_qr_code: a new challenge in place of the last, as a QR code and as digits.
 * While a device is bound the QR carries its key too, kept until the first right answer binds it.
 */
export async function offlineChallenge(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
): Promise<Outcome<OfflineChallenge>> {
  const key = await deviceKey(deps, tenant, session, true);
  if (!key) return refused(REFUSALS.unavailable);
  const issuedAt = deps.clock.now();
  const challenge = String(randomInt(10 ** CHALLENGE_DIGITS)).padStart(CHALLENGE_DIGITS, '0');
  await replaceChallenge(deps.db, session.userId, {
    text: challenge,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + CHALLENGE_TTL_SECONDS * 1000),
  });
  const provisioning = key.binding
    ? deps.secretBox.open(key.sealed, offlineKeyContext(session.userId))
    : null;
  const image = ocraQrImage({
    suite: key.suite,
    question: challenge,
    user: session.username,
    issuer: tenant.name,
    secret: provisioning,
  });
  return {
    ok: true,
    data: {
      base64Data: image,
      challenge,
      suite: key.suite,
      expiresIn: CHALLENGE_TTL_SECONDS,
      provisioning,
    },
  };
}

/** Compared in constant time, so the time taken tells nothing of how many digits were right. */

/**
 * POST 2factor/otpcode with `bindOffineDevices`: the device's answer to the user's last challenge. A right
 * answer uses the challenge up and, for a device being bound, binds its key.
 */
export async function checkOfflineAnswer(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  answer: string,
): Promise<Outcome<SecondFactorPassed>> {
  const key = await deviceKey(deps, tenant, session, false);
  if (!key) return refused(REFUSALS.unavailable);
  const { db, clock, secretBox } = deps;
  const bytes = ocraKeyBytes(secretBox.open(key.sealed, offlineKeyContext(session.userId)));
  return checkCode(deps, tenant, session, 'offline', async () => {
    const now = clock.now();
    const challenge = await findChallenge(db, session.userId);
    if (!challenge || challenge.expiresAt <= now) return 'expired';
    const answerTo = (question: string) => ocra(parseOcraSuite(key.suite), bytes, { question });
    if (!sameText(answerTo(challenge.challenge), answer)) {
      // The right answer to the challenge a reload or another tab replaced is stale, not a guess.
      const previous = challenge.previousChallenge;
      if (previous && sameText(answerTo(previous), answer)) return 'expired';
      // A wrong answer counts towards the lock even to a used challenge: it is a guess all the same.
      return 'wrong';
    }
    // Claimed in one statement: of two requests with the same answer (two tabs, two processes) one passes.
    if (challenge.usedAt || !(await claimChallenge(db, session.userId, challenge.challenge, now)))
      return 'used';
    if (!key.binding) return 'pass';
    // Another tab may have bound (or replaced) the key since it was read.
    return (await bindPendingKey(db, session.userId, key.sealed, now, pendingStaleBefore(now)))
      ? 'pass'
      : 'expired';
  });
}
