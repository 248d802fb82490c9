import type { Context } from 'hono';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { publicOriginOf } from '../../http/public-origin-of';
import { mount, type Routes } from '../../http/mount';
import type { AppEnv } from '../../http/app-env';
import { fail, okBody } from '../../http/respond';
import { TOTP_PARAMETERS } from '../../crypto/totp';
import { adminCaptcha, sendAdminCode, verifyAdminCode } from './admin-code.service';
import type { Outcome } from './code-check.service';
import { offlineChallenge } from './offline-device.service';
import { checkOtpCode, confirmOtpApp, pendingOtpApp } from './otp-app.service';
import { resetCaptcha, sendResetSms, verifyResetCode } from './otp-reset.service';
import { sendBindingCode } from './phone-binding.service';
import { saveResult, selectMethods } from './second-factor.service';
import { sendSmsCode, smsUserInfo, submitSmsCode } from './sms-code.service';

/**
 * A refusal is `InvalidParameter` with the code the page words (SECOND_FACTOR_REFUSALS; a composite chain's
 * step's save_result, COMPOSITE_REFUSALS).
 */
const reply = <T>(c: Context<AppEnv>, outcome: Outcome<T, string>) =>
  outcome.ok ? okBody(outcome.data) : fail(c, 'InvalidParameter', outcome.refusal);

/**
 * The second factor's calls of SPEC section 7 (`2factor/`, `auth_2factor/sms/`, `commons/otp_details`). They
 * answer while the session owes the factor; `save_result` is what pays it.
 */
export const secondFactorRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.secondFactorSelect, async ({ tenant, session }) =>
    okBody(await selectMethods(deps, tenant, session)),
  );
  mount(app, deps, ENDPOINTS.otpDetails, () =>
    okBody({
      otpAlgorithm: TOTP_PARAMETERS.algorithm,
      otpPeriod: TOTP_PARAMETERS.period,
      otpDigits: TOTP_PARAMETERS.digits,
    }),
  );
  mount(app, deps, ENDPOINTS.otpCode, async ({ c, tenant, session, body }) =>
    reply(c, await checkOtpCode(deps, tenant, session, body)),
  );
  mount(app, deps, ENDPOINTS.firstOneTimeCode, async ({ c, tenant, session }) =>
    reply(c, await pendingOtpApp(deps, tenant, session)),
  );
  mount(app, deps, ENDPOINTS.appOneTimeCode, async ({ c, tenant, session }) =>
    reply(c, await pendingOtpApp(deps, tenant, session, { renew: true })),
  );
  mount(app, deps, ENDPOINTS.bindEnterpriseQrcode, async ({ c, tenant, session }) =>
    reply(c, await pendingOtpApp(deps, tenant, session, { server: publicOriginOf(deps, c) })),
  );
  mount(app, deps, ENDPOINTS.verifyConfirm, async ({ c, tenant, session, query }) =>
    reply(c, await confirmOtpApp(deps, tenant, session, query.otpCode)),
  );
  mount(app, deps, ENDPOINTS.smsUserInfo, async ({ tenant, session }) =>
    okBody(await smsUserInfo(deps, tenant, session)),
  );
  mount(app, deps, ENDPOINTS.bindPhoneSendCode, async ({ c, tenant, session, body }) =>
    reply(c, await sendBindingCode(deps, tenant, session, body.phoneNumber)),
  );
  mount(app, deps, ENDPOINTS.smsSendCode, async ({ c, tenant, session }) =>
    reply(c, await sendSmsCode(deps, tenant, session)),
  );
  mount(app, deps, ENDPOINTS.smsSubmitCode, async ({ c, tenant, session, body }) =>
    reply(c, await submitSmsCode(deps, tenant, session, body.code)),
  );
  mount(app, deps, ENDPOINTS.adminCaptcha, async ({ c, tenant, session }) =>
    reply(c, await adminCaptcha(deps, tenant, session)),
  );
  mount(app, deps, ENDPOINTS.adminSendCode, async ({ c, tenant, session }) =>
    reply(c, await sendAdminCode(deps, tenant, session)),
  );
  mount(app, deps, ENDPOINTS.adminVerify, async ({ c, tenant, session, body }) =>
    reply(c, await verifyAdminCode(deps, tenant, session, body)),
  );
  mount(app, deps, ENDPOINTS.offlineChallenge, async ({ c, tenant, session }) =>
    reply(c, await offlineChallenge(deps, tenant, session)),
  );
  mount(app, deps, ENDPOINTS.resetCaptcha, async ({ c, tenant, session }) =>
    reply(c, await resetCaptcha(deps, tenant, session)),
  );
  mount(app, deps, ENDPOINTS.resetSendSms, async ({ c, tenant, session, body }) =>
    reply(c, await sendResetSms(deps, tenant, session, body)),
  );
  mount(app, deps, ENDPOINTS.resetVerifyCode, async ({ c, tenant, session, body }) =>
    reply(c, await verifyResetCode(deps, tenant, session, body.code)),
  );
  mount(app, deps, ENDPOINTS.saveResult, async ({ c, session, body }) =>
    reply(c, await saveResult(deps, session, body.authCode)),
  );
};
