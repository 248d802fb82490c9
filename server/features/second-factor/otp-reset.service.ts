import type {
  OtpDeviceReset,
  ResetCaptcha,
  ResetSendRequest,
  SmsCodeSent,
} from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import { deliverText } from '../../messaging/deliver-text';
import type { Tenant } from '../../tenant/tenant.repo';
import { consumeCaptcha, createSessionCaptcha, sessionCaptchaScope } from '../password-login/captcha.service';
import { factorLocked, judgeCode, refused, type Outcome } from './code-check.service';
import { grantEnrolment } from './enrolment-grant.repo';
import { maskPhone } from './mask-phone';
import { findOtpDevice, unbindOtpDevice } from './otp-device.repo';
import { recordEvent } from './second-factor-pass.repo';
import { secondsUntilResend, sendCode, sentCodeVerdict } from './sent-code.service';
import { resetSmsText } from './sms-code.message';

/** How long a session that proved the phone may take to bind the new app. */
const GRANT_MS = 10 * 60_000;

/**
 * The reset is for a user with an app bound (the lost one) and a phone to prove, where the tenant offers the app.
 * Not while a composite chain's factor steps are owed: no app may be bound then (enrolment.service.ts), so one
 * unbound would leave the user none.
 */
async function resettable(deps: Deps, tenant: Tenant, session: SessionUser) {
  if (!tenant.settings.secondFactorMethods.includes('otp') || session.chainOwes) return false;
  return Boolean((await findOtpDevice(deps.db, session.userId))?.boundSecret);
}

/** GET enduser/portal/resetOtpDevice/generateCode: a captcha, the masked phone, the countdown left. */
export async function resetCaptcha(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
): Promise<Outcome<ResetCaptcha>> {
  if (!(await resettable(deps, tenant, session))) return refused(REFUSALS.unavailable);
  const { code, captcha } = await createSessionCaptcha(
    deps.db,
    deps.captchaFactory,
    deps.clock.now(),
    sessionCaptchaScope('otp-reset', session.tokenHash),
  );
  return {
    ok: true,
    data: {
      captcha,
      cap_code: code,
      phoneNumber: session.phoneNumber ? maskPhone(session.phoneNumber) : null,
      resendAfter: await secondsUntilResend(deps, session, 'reset'),
    },
  };
}

/** POST enduser/portal/resetOtpDevice/sendSms: with the captcha answered, a code to the phone, once a minute. */
export async function sendResetSms(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  form: ResetSendRequest,
): Promise<Outcome<SmsCodeSent>> {
  const phone = session.phoneNumber;
  if (!(await resettable(deps, tenant, session))) return refused(REFUSALS.unavailable);
  if (!phone) return refused(REFUSALS.noPhone);
  const scope = sessionCaptchaScope('otp-reset', session.tokenHash);
  if (!(await consumeCaptcha(deps.db, form.cap_code, form.captcha, deps.clock.now(), scope))) {
    return refused(REFUSALS.wrongCaptcha);
  }
  if (await factorLocked(deps, session)) return refused(REFUSALS.locked);
  return sendCode(deps, session, 'reset', (code, validMinutes) =>
    deliverText(deps, phone, resetSmsText(tenant.name, code, validMinutes)),
  );
}

/**
 * POST enduser/portal/resetOtpDevice/verifyCode: the text's code, judged like every code (counted towards the
 * lock). It unbinds the lost app and lets this session bind a new one; the factor itself is still owed.
 */
export async function verifyResetCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  code: string,
): Promise<Outcome<OtpDeviceReset>> {
  if (!(await resettable(deps, tenant, session))) return refused(REFUSALS.unavailable);
  const judged = await judgeCode(deps, tenant, session, 'sms', () =>
    sentCodeVerdict(deps, session, 'reset', code),
  );
  if (!judged.ok) return judged;
  const now = deps.clock.now();
  await unbindOtpDevice(deps.db, session.userId);
  await grantEnrolment(deps.db, session.tokenHash, new Date(now.getTime() + GRANT_MS));
  await recordEvent(deps.db, { userId: session.userId, method: 'otp', outcome: 'reset', at: now });
  return { ok: true, data: { reset: true } };
}
