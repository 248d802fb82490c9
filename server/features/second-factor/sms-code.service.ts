import type { SecondFactorPassed, SmsCodeSent, SmsUserInfo } from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import { writeOutbox } from '../../messaging/outbox.repo';
import type { Tenant } from '../../tenant/tenant.repo';
import { checkCode, factorLocked, refused, type Outcome } from './code-check.service';
import { maskPhone } from './mask-phone';
import { secondsUntilResend, sendCode, sentCodeVerdict } from './sent-code.service';
import { smsText } from './sms-code.message';

/** GET auth_2factor/sms/user_info: the masked phone codes go to, and the countdown left from the last code. */
export async function smsUserInfo(deps: Deps, session: SessionUser): Promise<SmsUserInfo> {
  return {
    phoneNumber: session.phoneNumber ? maskPhone(session.phoneNumber) : null,
    resendAfter: await secondsUntilResend(deps, session, 'sms'),
  };
}

/** POST auth_2factor/sms/send_code: a new code to the user's phone (replacing the last), once a minute. */
export async function sendSmsCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
): Promise<Outcome<SmsCodeSent>> {
  const phone = session.phoneNumber;
  if (!tenant.settings.secondFactorMethods.includes('sms')) return refused(REFUSALS.unavailable);
  if (!phone) return refused(REFUSALS.noPhone);
  if (await factorLocked(deps, session)) return refused(REFUSALS.locked);
  return sendCode(deps, session, 'sms', async (code, validMinutes) => {
    // This reference server has no SMS gateway: the development outbox is where texts go, or nowhere.
    if (!deps.devOutbox) return false;
    await writeOutbox(deps.db, {
      channel: 'sms',
      recipient: phone,
      body: smsText(tenant.name, code, validMinutes),
      createdAt: deps.clock.now(),
    });
    return true;
  });
}

/** POST auth_2factor/sms/submit_code: the code last sent, unused and within its 5 minutes. */
export async function submitSmsCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  code: string,
): Promise<Outcome<SecondFactorPassed>> {
  if (!session.phoneNumber) return refused(REFUSALS.noPhone);
  return checkCode(deps, tenant, session, 'sms', () => sentCodeVerdict(deps, session, 'sms', code));
}
