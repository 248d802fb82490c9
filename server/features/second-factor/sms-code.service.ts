import { randomInt } from 'node:crypto';
import type { SecondFactorPassed, SmsCodeSent, SmsUserInfo } from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { RESEND_COUNTDOWN_SECONDS } from '../../../schemas/spec-constants';
import type { SessionUser } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { writeOutbox } from '../../messaging/outbox.repo';
import type { Tenant } from '../../tenant/tenant.repo';
import { checkCode, factorLocked, refused, type Outcome } from './code-check.service';
import { maskPhone } from './mask-phone';
import { recordEvent } from './second-factor-pass.repo';
import { claimSmsCode, findSmsCode, replaceSmsCode } from './sms-code.repo';
import { smsText } from './sms-code.message';

const SMS_CODE_TTL_MINUTES = 5;
const MINUTE_MS = 60_000;

// Only a digest is stored; the user id in it keeps equal codes of two users apart.
const digest = (session: SessionUser, code: string) => sha256Hex(`${session.userId}:${code}`);

const secondsUntilResend = (sentAt: Date | undefined, now: Date) =>
  sentAt
    ? Math.max(0, Math.ceil((sentAt.getTime() + RESEND_COUNTDOWN_SECONDS * 1000 - now.getTime()) / 1000))
    : 0;

/** GET auth_2factor/sms/user_info: the masked phone codes go to, and the countdown left from the last code. */
export async function smsUserInfo(deps: Deps, session: SessionUser): Promise<SmsUserInfo> {
  const last = await findSmsCode(deps.db, session.userId);
  return {
    phoneNumber: session.phoneNumber ? maskPhone(session.phoneNumber) : null,
    resendAfter: secondsUntilResend(last?.sentAt, deps.clock.now()),
  };
}

/** POST auth_2factor/sms/send_code: a new code to the user's phone (replacing the last), once a minute. */
export async function sendSmsCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
): Promise<Outcome<SmsCodeSent>> {
  const { db, clock } = deps;
  const now = clock.now();
  if (!tenant.settings.secondFactorMethods.includes('sms')) return refused(REFUSALS.unavailable);
  if (!session.phoneNumber) return refused(REFUSALS.noPhone);
  if (await factorLocked(deps, session)) return refused(REFUSALS.locked);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const stored = await replaceSmsCode(
    db,
    session.userId,
    {
      hash: digest(session, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MINUTES * MINUTE_MS),
    },
    new Date(now.getTime() - RESEND_COUNTDOWN_SECONDS * 1000),
  );
  if (!stored) return refused(REFUSALS.resendTooSoon);
  await writeOutbox(db, {
    channel: 'sms',
    recipient: session.phoneNumber,
    body: smsText(tenant.name, code, SMS_CODE_TTL_MINUTES),
    createdAt: now,
  });
  await recordEvent(db, { userId: session.userId, method: 'sms', outcome: 'sent', at: now });
  return { ok: true, data: { resendAfter: RESEND_COUNTDOWN_SECONDS } };
}

/** POST auth_2factor/sms/submit_code: the code last sent, unused and within its 5 minutes. */
export async function submitSmsCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  code: string,
): Promise<Outcome<SecondFactorPassed>> {
  if (!session.phoneNumber) return refused(REFUSALS.noPhone);
  return checkCode(deps, tenant, session, 'sms', async () => {
    const now = deps.clock.now();
    const last = await findSmsCode(deps.db, session.userId);
    if (!last) return 'expired';
    const hash = digest(session, code);
    if (hash !== last.codeHash) return 'wrong';
    if (last.usedAt) return 'used';
    if (last.expiresAt <= now) return 'expired';
    // Claimed in one statement: the same code sent twice at once passes once.
    return (await claimSmsCode(deps.db, session.userId, hash, now)) ? 'pass' : 'used';
  });
}
