import type { SecondFactorPassed, SmsCodeSent, SmsUserInfo } from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { checkCode, factorLocked, refused, type Outcome } from './code-check.service';
import { maskPhone } from './mask-phone';
import { bindingPhone, mayBindPhone, submitBindingCode } from './phone-binding.service';
import { secondsUntilResend, sendCode, sentCodeVerdict } from './sent-code.service';
import { deliverSms } from './sms-delivery';

/**
 * GET auth_2factor/sms/user_info: the masked phone codes go to, and the countdown left from the last code; for
 * a user without a phone, whether one may be bound here (the countdown then is the binding code's).
 */
export async function smsUserInfo(deps: Deps, tenant: Tenant, session: SessionUser): Promise<SmsUserInfo> {
  const phone = session.phoneNumber;
  const mayBind = await mayBindPhone(deps, tenant, session);
  return {
    phoneNumber: phone ? maskPhone(phone) : null,
    resendAfter: await secondsUntilResend(deps, session, phone ? 'sms' : 'phone'),
    mayBindPhone: mayBind,
    bindingPhone: mayBind ? await bindingPhone(deps, session) : null,
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
  return sendCode(deps, session, 'sms', (code, validMinutes) =>
    deliverSms(deps, tenant, phone, code, validMinutes),
  );
}

/**
 * POST auth_2factor/sms/submit_code: the code last sent, unused and within its 5 minutes; for a user without a
 * phone, the code sent to the number being bound (phone-binding.service.ts).
 */
export async function submitSmsCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  code: string,
): Promise<Outcome<SecondFactorPassed>> {
  if (!session.phoneNumber) return submitBindingCode(deps, tenant, session, code);
  return checkCode(deps, tenant, session, 'sms', () => sentCodeVerdict(deps, session, 'sms', code));
}
