import { randomInt } from 'node:crypto';
import { SMS_LOGIN_CODES as CODES, SMS_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { isPhoneNumber, storedPhoneNumber } from '../../../schemas/rules/contact.rule';
import type { SmsCodeSent, SmsSendCodeRequest } from '../../../schemas/sms-login.schema';
import { RESEND_COUNTDOWN_SECONDS } from '../../../schemas/spec-constants';
import { findPhoneUser } from '../../account/user.repo';
import type { Deps } from '../../deps';
import { deliverText } from '../../messaging/deliver-text';
import type { Tenant } from '../../tenant/tenant.repo';
import { consumeCaptcha } from '../password-login/captcha.service';
import { loginCodeDigest, numberLocked } from './login-code-check.service';
import { loginCodeSms } from './login-code.message';
import { loginCodesSentSince, storeLoginCode, withdrawLoginCode, type LoginNumber } from './login-code.repo';
import { invalid, refusedWith, smsLoginTenant, type SmsLoginOutcome } from './sms-login-outcome';

/** A login code lives 5 minutes, as a second factor's SMS code does. */
export const SMS_LOGIN_CODE_TTL_MINUTES = 5;
/**
 * Codes in 24 hours: ten to a number (no SMS bomb at one phone), thirty from one client address to any numbers
 * (no bomb at many, nor a bill for them). Behind a proxy the address is X-Forwarded-For's only with TRUST_PROXY.
 */
export const SMS_LOGIN_DAILY_LIMIT = { perNumber: 10, perAddress: 30 } as const;
const DAY_MS = 86_400_000;

/**
 * POST authenticate/system_mobilephonetoken_adapter/send_code: the number checked, the captcha spent when the
 * tenant asks for one, then a new code to the number of a tenant's account while wrong codes do not lock it.
 */
export async function sendLoginCode(
  deps: Deps,
  defaultTenant: Tenant,
  form: SmsSendCodeRequest,
  clientAddress: string,
): Promise<SmsLoginOutcome<SmsCodeSent>> {
  const { db } = deps;
  const tenant = await smsLoginTenant(deps, defaultTenant, form._enterprise_id);
  if (!tenant) return invalid('invalid body: _enterprise_id');
  if (!isPhoneNumber(form.phoneNumber, form.phoneRegion)) return invalid(REFUSALS.invalidPhone);
  if (tenant.settings.smsLoginCaptcha) {
    const solved =
      form.key && form.captcha && (await consumeCaptcha(db, form.key, form.captcha, deps.clock.now()));
    if (!solved) return refusedWith(CODES.wrongCaptcha, 'wrong or missing captcha');
  }
  const number: LoginNumber = {
    enterpriseId: tenant.id,
    phoneNumber: storedPhoneNumber(form.phoneNumber, form.phoneRegion),
  };
  // SPEC 8 says so to the page: a number no account has ('your phone number does not exist').
  if (!(await findPhoneUser(db, tenant.id, number.phoneNumber))) {
    return refusedWith(CODES.noAccount, 'no account has this phone number');
  }
  if (await numberLocked(deps, number)) return invalid(REFUSALS.locked);
  return textNewCode(deps, tenant, number, clientAddress);
}

/**
 * A new random code to the number in place of its last one, unless a daily cap is reached or the last one's
 * countdown still runs. A code that could not be delivered is withdrawn, so the user may ask again at once.
 */
async function textNewCode(
  deps: Deps,
  tenant: Tenant,
  number: LoginNumber,
  clientAddress: string,
): Promise<SmsLoginOutcome<SmsCodeSent>> {
  const { db } = deps;
  const now = deps.clock.now();
  const caps = { since: new Date(now.getTime() - DAY_MS), ...SMS_LOGIN_DAILY_LIMIT };
  const sent = await loginCodesSentSince(db, number, clientAddress, caps.since);
  const capped = sent.toNumber >= caps.perNumber || sent.fromAddress >= caps.perAddress;
  if (capped) return invalid(REFUSALS.dailyLimit);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = loginCodeDigest(number, code);
  const expiresAt = new Date(now.getTime() + SMS_LOGIN_CODE_TTL_MINUTES * 60_000);
  const resendBoundary = new Date(now.getTime() - RESEND_COUNTDOWN_SECONDS * 1000);
  const stored = await storeLoginCode(
    db,
    number,
    { hash, sentAt: now, expiresAt, clientAddress },
    resendBoundary,
    caps,
  );
  // The caps were checked just before: what refuses the code now is the countdown (or a send racing this one).
  if (!stored) return invalid(REFUSALS.resendTooSoon);
  const text = loginCodeSms(tenant.name, code, SMS_LOGIN_CODE_TTL_MINUTES);
  if (!(await deliverText(deps, number.phoneNumber, text))) {
    await withdrawLoginCode(db, number, hash, now);
    return invalid(REFUSALS.deliveryFailed);
  }
  return {
    ok: true,
    data: { resendAfter: RESEND_COUNTDOWN_SECONDS, validMinutes: SMS_LOGIN_CODE_TTL_MINUTES },
  };
}
