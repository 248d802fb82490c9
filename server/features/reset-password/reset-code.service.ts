import { randomInt } from 'node:crypto';
import type {
  CodeObtained,
  CodeType,
  CodeVerified,
  ObtainCodeRequest,
  VerifyCodeRequest,
} from '../../../schemas/reset-password.schema';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { RESEND_COUNTDOWN_SECONDS } from '../../../schemas/spec-constants';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { sameText } from '../../crypto/same-text';
import { sealSToken } from '../../crypto/s-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { invalid, openLiveReset, type ResetOutcome } from './live-reset.service';
import { markResetVerified } from './password-reset.repo';
import { judgeResetAttempt, resetPathLocked, type Verdict } from './reset-attempt.service';
import { deliverResetCode } from './reset-code-delivery';
import {
  claimResetCode,
  findResetCode,
  resetCodesSentSince,
  storeResetCode,
  withdrawResetCode,
} from './reset-code.repo';
import { recipientOf } from './reset-methods';

/** A reset code lives 10 minutes; a user is sent at most 10 a day, whatever the way (no mail or SMS bomb). */
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_DAILY_LIMIT = 10;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// Only a digest is stored; the user id in it keeps equal codes of two users apart.
const digest = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);

/**
 * POST forgot_password/obtain_code: a new random code by the account's e-mail or phone in place of the last
 * one, once a minute and ten times a day per user, while wrong codes do not lock the way. A code that could
 * not be delivered is withdrawn, so the user may ask again at once.
 */
export async function obtainResetCode(
  deps: Deps,
  defaultTenant: Tenant,
  form: ObtainCodeRequest,
): Promise<ResetOutcome<CodeObtained>> {
  const opened = await openLiveReset(deps, defaultTenant, form);
  if (!opened.ok) return opened;
  const { tenant, reset } = opened;
  const recipient = recipientOf(reset, form.type);
  if (!recipient) return invalid(REFUSALS.unavailable);
  if (await resetPathLocked(deps, reset.userId, 'code')) return invalid(REFUSALS.locked);
  const now = deps.clock.now();
  const daySince = new Date(now.getTime() - DAY_MS);
  if ((await resetCodesSentSince(deps.db, reset.userId, daySince)) >= RESET_CODE_DAILY_LIMIT) {
    return invalid(REFUSALS.dailyLimit);
  }
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = digest(reset.userId, code);
  const stored = await storeResetCode(
    deps.db,
    reset.userId,
    {
      channel: form.type,
      hash,
      sentAt: now,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * MINUTE_MS),
    },
    {
      resendBoundary: new Date(now.getTime() - RESEND_COUNTDOWN_SECONDS * 1000),
      daySince,
      dailyLimit: RESET_CODE_DAILY_LIMIT,
    },
  );
  // The cap was checked just before: what refused the code now is the countdown (or a send racing this one).
  if (!stored) return invalid(REFUSALS.resendTooSoon);
  const message = { channel: form.type, recipient, code, validMinutes: RESET_CODE_TTL_MINUTES };
  if (!(await deliverResetCode(deps, tenant, message))) {
    await withdrawResetCode(deps.db, reset.userId, hash, now);
    return invalid(REFUSALS.deliveryFailed);
  }
  return { ok: true, data: { resendAfter: RESEND_COUNTDOWN_SECONDS, validMinutes: RESET_CODE_TTL_MINUTES } };
}

const REFUSAL_OF = {
  wrong: REFUSALS.wrongCode,
  expired: REFUSALS.expiredCode,
  locked: REFUSALS.locked,
} as const;

/**
 * POST forgot_password/verify_code: the code last sent by that way, unused and within its 10 minutes, proves
 * the account (the reset may set a password). The answer's sToken is the code sealed under the reset token the
 * page sent (SPEC 5: the page goes on only when it opens to the code it sent).
 */
export async function verifyResetCode(
  deps: Deps,
  defaultTenant: Tenant,
  form: VerifyCodeRequest,
): Promise<ResetOutcome<CodeVerified>> {
  const opened = await openLiveReset(deps, defaultTenant, form);
  if (!opened.ok) return opened;
  const { tenant, reset, tokenHash } = opened;
  if (!recipientOf(reset, form.type)) return invalid(REFUSALS.unavailable);
  const judged = await judgeResetAttempt(deps, tenant, reset.userId, 'code', () =>
    codeVerdict(deps, reset.userId, form.type, form.code),
  );
  if (judged !== 'pass') return invalid(REFUSAL_OF[judged]);
  const provedToken = newOpaqueToken();
  if (!(await markResetVerified(deps.db, tokenHash, form.type, deps.clock.now(), sha256Hex(provedToken)))) {
    return invalid(REFUSALS.expired);
  }
  return { ok: true, data: { sToken: sealSToken(form.code, form.resetToken), resetToken: provedToken } };
}

/** How a typed code compares with the user's last one: each passes once, by the way it was sent. */
async function codeVerdict(deps: Deps, userId: string, channel: CodeType, code: string): Promise<Verdict> {
  const now = deps.clock.now();
  const last = await findResetCode(deps.db, userId);
  const hash = digest(userId, code);
  if (!last || !sameText(last.codeHash, hash)) {
    // The code a resend replaced is stale, not a guess: it does not count towards the lock.
    return last?.previousHash && sameText(last.previousHash, hash) ? 'expired' : 'wrong';
  }
  if (last.channel !== channel || last.usedAt || last.expiresAt <= now) return 'expired';
  // Claimed in one statement: the same code sent twice at once passes once.
  return (await claimResetCode(deps.db, userId, channel, hash, now)) ? 'pass' : 'expired';
}
