import type {
  AdminCaptcha,
  AdminVerifyRequest,
  SecondFactorPassed,
  SmsCodeSent,
} from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import { deliverMail } from '../../messaging/deliver-mail';
import type { Tenant } from '../../tenant/tenant.repo';
import { consumeCaptcha, createSessionCaptcha, sessionCaptchaScope } from '../password-login/captcha.service';
import { checkCode, factorLocked, refused, type Outcome } from './code-check.service';
import { adminCodeMail } from './admin-code.message';
import { secondsUntilResend, sendCode, sentCodeVerdict } from './sent-code.service';

/** The administrator codes go to, when the tenant offers the method and has one. */
export const administratorOf = (tenant: Tenant): string | null =>
  tenant.settings.secondFactorMethods.includes('admin') ? (tenant.settings.administratorEmail ?? null) : null;

/** GET 2factor_admin_otp/load/captcha: a captcha for the code's check, and the countdown left from the last ask. */
export async function adminCaptcha(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
): Promise<Outcome<AdminCaptcha>> {
  if (!administratorOf(tenant)) return refused(REFUSALS.unavailable);
  const { code, captcha } = await createSessionCaptcha(
    deps.db,
    deps.captchaFactory,
    deps.clock.now(),
    sessionCaptchaScope('admin-code', session.tokenHash),
  );
  return {
    ok: true,
    data: { captcha, cap_code: code, resendAfter: await secondsUntilResend(deps, session, 'admin') },
  };
}

/**
 * POST 2factor_admin_otp/send: a new code to the administrator, once a minute: by mail when SMTP_URL is set,
 * and to the development outbox outside production. A mail the mail server refuses withdraws the code.
 */
export async function sendAdminCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
): Promise<Outcome<SmsCodeSent>> {
  const administrator = administratorOf(tenant);
  if (!administrator) return refused(REFUSALS.unavailable);
  if (await factorLocked(deps, session)) return refused(REFUSALS.locked);
  return sendCode(deps, session, 'admin', (code, validMinutes) =>
    deliverMail(
      deps,
      { to: administrator, ...adminCodeMail(tenant.name, session, code, validMinutes) },
      'administrator code',
    ),
  );
}

/**
 * POST 2factor_admin_otp/verify: the captcha first (spent by this attempt, right or wrong), then the code the
 * administrator relayed, counted towards the lock like every code.
 */
export async function verifyAdminCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  form: AdminVerifyRequest,
): Promise<Outcome<SecondFactorPassed>> {
  if (!administratorOf(tenant)) return refused(REFUSALS.unavailable);
  const scope = sessionCaptchaScope('admin-code', session.tokenHash);
  if (!(await consumeCaptcha(deps.db, form.cap_code, form.captcha, deps.clock.now(), scope))) {
    return refused(REFUSALS.wrongCaptcha);
  }
  return checkCode(deps, tenant, session, 'admin', () =>
    sentCodeVerdict(deps, session, 'admin', form.verifyCode),
  );
}
