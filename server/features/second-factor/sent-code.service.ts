import { randomInt } from 'node:crypto';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SecondFactorMethod, SmsCodeSent } from '../../../schemas/second-factor.schema';
import { RESEND_COUNTDOWN_SECONDS } from '../../../schemas/spec-constants';
import type { SessionUser } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import { sameText } from '../../crypto/same-text';
import type { Deps } from '../../deps';
import { refused, type CodeVerdict, type Outcome } from './code-check.service';
import { countEvents, recordEvent } from './second-factor-pass.repo';
import {
  claimSentCode,
  withdrawSentCode,
  findSentCode,
  replaceSentCode,
  type CodeChannel,
} from './sent-code.repo';

/** A sent code's life: 5 minutes (the SMS and the administrator's alike). */
export const SENT_CODE_TTL_MINUTES = 5;
const MINUTE_MS = 60_000;
/** Codes one user may have sent on a channel in 24 hours: a phone or an administrator is not a mail bomb target. */
export const DAILY_CODE_LIMIT = 10;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The method a channel's texts are logged (and capped) under: a reset's texts go to the same phone as SMS codes. */
const LOGGED_AS = { sms: 'sms', admin: 'admin', reset: 'sms', phone: 'sms' } as const satisfies Record<
  CodeChannel,
  SecondFactorMethod
>;

// Only a digest is stored. The user and the session in it keep equal codes of two users apart, and bind a code
// to the login that asked for it: another pending login of the same user cannot pass with it (issue 48).
const digest = (session: SessionUser, code: string) =>
  sha256Hex(`${session.userId}:${session.tokenHash}:${code}`);

/** Seconds until another code may be sent on `channel`: the 60 s countdown left from the last one. */
export async function secondsUntilResend(deps: Deps, session: SessionUser, channel: CodeChannel) {
  const last = await findSentCode(deps.db, session.userId, channel);
  if (!last) return 0;
  const end = last.sentAt.getTime() + RESEND_COUNTDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((end - deps.clock.now().getTime()) / 1000));
}

/**
 * A new random code on `channel` in place of the last, once a minute, handed to `deliver`. A code that could
 * not be delivered is withdrawn, so the user may ask again at once. `recipient`: the number a phone being
 * bound was sent its code at.
 */
export async function sendCode(
  deps: Deps,
  session: SessionUser,
  channel: CodeChannel,
  deliver: (code: string, validMinutes: number) => Promise<boolean>,
  recipient?: string,
): Promise<Outcome<SmsCodeSent>> {
  const { db, clock } = deps;
  const now = clock.now();
  const sentToday = await countEvents(db, {
    userId: session.userId,
    method: LOGGED_AS[channel],
    outcome: 'sent',
    since: new Date(now.getTime() - DAY_MS),
  });
  if (sentToday >= DAILY_CODE_LIMIT) return refused(REFUSALS.dailyLimit);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = digest(session, code);
  const stored = await replaceSentCode(
    db,
    session.userId,
    channel,
    {
      hash,
      sentAt: now,
      expiresAt: new Date(now.getTime() + SENT_CODE_TTL_MINUTES * MINUTE_MS),
      recipient,
    },
    new Date(now.getTime() - RESEND_COUNTDOWN_SECONDS * 1000),
  );
  if (!stored) return refused(REFUSALS.resendTooSoon);
  if (!(await deliver(code, SENT_CODE_TTL_MINUTES))) {
    await withdrawSentCode(db, session.userId, channel, hash);
    return refused(REFUSALS.deliveryFailed);
  }
  await recordEvent(db, { userId: session.userId, method: LOGGED_AS[channel], outcome: 'sent', at: now });
  return { ok: true, data: { resendAfter: RESEND_COUNTDOWN_SECONDS } };
}

/** How a typed code compares with the one last sent on `channel`: each passes once, within its 5 minutes. */
export async function sentCodeVerdict(
  deps: Deps,
  session: SessionUser,
  channel: CodeChannel,
  code: string,
): Promise<CodeVerdict> {
  const now = deps.clock.now();
  const last = await findSentCode(deps.db, session.userId, channel);
  if (!last) return 'expired';
  const hash = digest(session, code);
  if (!sameText(hash, last.codeHash)) {
    // The code a resend replaced is stale, not a guess: it does not count towards the lock.
    return last.previousHash && sameText(hash, last.previousHash) ? 'expired' : 'wrong';
  }
  if (last.usedAt) return 'used';
  if (last.expiresAt <= now) return 'expired';
  // Claimed in one statement: the same code sent twice at once passes once.
  return (await claimSentCode(deps.db, session.userId, channel, hash, now)) ? 'pass' : 'used';
}
