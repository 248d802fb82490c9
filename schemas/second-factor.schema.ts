import * as z from 'zod/mini';
import { ChainProgress, CompositeStepResult } from './composite-step.schema';
import { envelope } from './envelope.schema';
import { OneTimeCode } from './one-time-code';
import { MAINLAND_MOBILE_PATTERN } from './rules/contact.rule';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from './second-factor-methods';
import { OTP_PERIOD_SECONDS } from './spec-constants';

/**
 * The second factor's calls of SPEC section 7 (`2factor/`, `auth_2factor/sms/`, `otp_details`) and the
 * shapes of SPEC section 3 (Two-factor, OTP details). Every method that passes answers the same way: a
 * single-use `authCode` bound to the session, which `save_result` redeems to mark the session verified.
 */

export { SECOND_FACTOR_METHODS, type SecondFactorMethod };
const Method = z.enum(SECOND_FACTOR_METHODS);

export { OneTimeCode };

/**
 * GET /api/bff/v1.2/2factor/select: which methods the tenant and the user allow, and what the user has.
 * A method another back end names that this page does not know is dropped, not the whole answer.
 */
export const SecondFactorSelect = z.object({
  methods: z.pipe(
    z.array(z.catch(z.nullable(Method), null)),
    z.transform((methods) => methods.filter((m): m is SecondFactorMethod => m !== null)),
  ),
  /** The OTP app is the user's factor: it is offered first. */
  isApp2Factor: z.boolean(),
  /** The tenant verifies faces in its mobile app; this page does not, and says so. */
  enableFaceVerify: z._default(z.boolean(), false),
  /** An OTP app is bound to this user (else the page binds one first). */
  hasCurrentDevice: z.boolean(),
  hasThirdOfflineDevice: z._default(z.boolean(), false),
  isAllowAddThirdPartyOffineDevices: z._default(z.boolean(), false),
  /** The user has a phone number to receive codes. */
  bindPhoneNumber: z.boolean(),
  enterpriseInformation: z.object({ enterpriseId: z.string() }),
  /** A composite chain's factor step (issue 15): `methods` is that step's alone; which step of how many. */
  composite: z.optional(ChainProgress),
});
export type SecondFactorSelect = z.infer<typeof SecondFactorSelect>;
export const SecondFactorSelectResponse = envelope(SecondFactorSelect);

/** The TOTP algorithms RFC 6238 names. */
export const OtpAlgorithm = z.enum(['SHA1', 'SHA256', 'SHA512']);

/** GET /api/bff/v1.2/commons/otp_details: how the user's app computes codes (SPEC 3: period default 30). */
export const OtpDetails = z.object({
  otpAlgorithm: z.catch(OtpAlgorithm, 'SHA1'),
  otpPeriod: z.catch(z.int().check(z.positive()), OTP_PERIOD_SECONDS),
  otpDigits: z.catch(z.int().check(z.gte(6), z.lte(8)), 6),
});
export type OtpDetails = z.infer<typeof OtpDetails>;
export const OtpDetailsResponse = envelope(OtpDetails);

/** Body of POST /api/bff/v1.2/2factor/otpcode: a code of the bound app (SPEC 3, formDto). */
export const OtpCodeRequest = z.object({
  otpCode: OneTimeCode,
  enterpriseId: z.string(),
  bindOffineDevices: z._default(z.boolean(), false),
});
export type OtpCodeRequest = z.infer<typeof OtpCodeRequest>;

/** What every passing method answers: the single-use code `save_result` redeems (5 minutes). */
export const SecondFactorPassed = z.object({ authCode: z.string().check(z.minLength(16)) });
export type SecondFactorPassed = z.infer<typeof SecondFactorPassed>;
export const SecondFactorPassedResponse = envelope(SecondFactorPassed);

/**
 * GET /api/bff/v1.2/2factor/firstly_one_time_code: the secret of the app the user is binding, kept until it
 * is confirmed (a reload shows the same one), as the `otpauth://` URI an authenticator app reads from the QR
 * and as base32 text to type in.
 */
export const FirstOneTimeCode = z.object({
  qrcode: z.string().check(z.regex(/^otpauth:\/\/totp\//)),
  secret: z.string().check(z.regex(/^[A-Z2-7]+=*$/)),
});
export type FirstOneTimeCode = z.infer<typeof FirstOneTimeCode>;
export const FirstOneTimeCodeResponse = envelope(FirstOneTimeCode);

/** Query of GET /api/bff/v1.2/2factor/verify/confirm: the new app's first code; it binds the app. */
export const VerifyConfirmQuery = z.object({ otpCode: OneTimeCode });
export type VerifyConfirmQuery = z.infer<typeof VerifyConfirmQuery>;

/** Body of POST /api/bff/v1.2/2factor/save_result. */
export const SaveResultRequest = z.object({ authCode: z.string().check(z.minLength(1)) });
export type SaveResultRequest = z.infer<typeof SaveResultRequest>;

/**
 * POST /api/bff/v1.2/2factor/save_result: the session has passed its second factor (read: `success`). For a
 * composite chain's step (issue 15), SPEC 3's callback result: `done` when it was the last, the session
 * verified only then; else `nextAuth` names the next factor.
 */
export const SaveResult = z.object({ saved: z.boolean(), composite: z.optional(CompositeStepResult) });
export type SaveResult = z.infer<typeof SaveResult>;
export const SaveResultResponse = envelope(SaveResult);

/**
 * GET /api/bff/v1.2/auth_2factor/sms/user_info: the phone codes go to, masked (null when none is bound), and
 * the seconds until another code may be sent, so a reload keeps the countdown.
 */
export const SmsUserInfo = z.object({
  phoneNumber: z.nullable(z.string()),
  resendAfter: z._default(z.int().check(z.nonnegative()), 0),
  /**
   * No phone is bound and this user may bind one here (`2factor/send_sms`): the tenant allows it, and there is
   * no other factor the user could pass instead.
   */
  mayBindPhone: z._default(z.boolean(), false),
  /** The number being bound, while the code sent to it is live: a reload goes on with it. */
  bindingPhone: z._default(z.nullable(z.string()), null),
});
export type SmsUserInfo = z.infer<typeof SmsUserInfo>;
export const SmsUserInfoResponse = envelope(SmsUserInfo);

/** POST /api/bff/v1.2/auth_2factor/sms/send_code: sent; the next one may be asked after `resendAfter` s. */
export const SmsCodeSent = z.object({ resendAfter: z.int().check(z.nonnegative()) });
export type SmsCodeSent = z.infer<typeof SmsCodeSent>;
export const SmsCodeSentResponse = envelope(SmsCodeSent);

/** A mainland China mobile number, as the tenant's SMS gateway sends to (SPEC 5's pattern). */
export const MobileNumber = z.string().check(z.regex(MAINLAND_MOBILE_PATTERN));

/**
 * Body of POST /api/bff/v1.2/2factor/send_sms: a code to the number a user without a phone binds; typed back
 * (`auth_2factor/sms/submit_code`) it binds that number and passes the factor. Answers as `send_code` does.
 */
export const BindPhoneRequest = z.object({ phoneNumber: MobileNumber });
export type BindPhoneRequest = z.infer<typeof BindPhoneRequest>;

/** Body of POST /api/bff/v1.2/auth_2factor/sms/submit_code. */
export const SmsSubmitRequest = z.object({ code: OneTimeCode });
export type SmsSubmitRequest = z.infer<typeof SmsSubmitRequest>;

/**
 * GET /api/bff/v1.2/2factor/authenticate/2factor_admin_otp/load/captcha: a picture captcha for the code the
 * administrator relays (SPEC 3 Send-to-admin form: `cap_code` goes back with the answer), and the seconds
 * until the administrator may be asked again, so a reload keeps the countdown.
 */
export const AdminCaptcha = z.object({
  captcha: z.string().check(z.startsWith('data:image/')),
  cap_code: z.string().check(z.minLength(1)),
  resendAfter: z._default(z.int().check(z.nonnegative()), 0),
});
export type AdminCaptcha = z.infer<typeof AdminCaptcha>;
export const AdminCaptchaResponse = envelope(AdminCaptcha);

/**
 * POST /api/bff/v1.2/2factor/authenticate/2factor_admin_otp/send: a new code to the tenant's administrator
 * (who relays it to the user), once a minute. Not among SPEC 7's calls: asking is its own step, so the code
 * goes out only when the user asks, not whenever a captcha is drawn.
 */
export const AdminCodeSentResponse = SmsCodeSentResponse;

/**
 * Body of POST /api/bff/v1.2/2factor/authenticate/2factor_admin_otp/verify (SPEC 3 Send-to-admin form): the
 * code the administrator relayed and the captcha's answer. A refusal's message is SPEC 8's `verifyMessage`.
 */
export const AdminVerifyRequest = z.object({
  verifyCode: OneTimeCode,
  captcha: z.string().check(z.minLength(1), z.maxLength(16)),
  cap_code: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type AdminVerifyRequest = z.infer<typeof AdminVerifyRequest>;

/**
 * GET /api/bff/v1.2/2factor/third_offline_device_qr_code: a new challenge for the user's offline device
 * (OCRA, RFC 6287), as the QR the device scans (`base64Data`, a data URL) and as digits to key in; valid for
 * `expiresIn` seconds, answered once. For a device being bound the QR carries its key too, and `provisioning`
 * that key as text. The answer goes to `2factor/otpcode` with `bindOffineDevices: true`.
 */
export const OfflineChallenge = z.object({
  base64Data: z.string().check(z.regex(/^data:image\/(png|gif|svg\+xml);base64,[A-Za-z0-9+/]+=*$/)),
  challenge: z.string().check(z.regex(/^\d{8}$/)),
  suite: z.string().check(z.startsWith('OCRA-1:')),
  expiresIn: z.int().check(z.positive()),
  /** Only while a new device is bound: its key (base32), for a device that cannot scan. */
  provisioning: z._default(z.nullable(z.string().check(z.regex(/^[A-Z2-7]+=*$/))), null),
});
export type OfflineChallenge = z.infer<typeof OfflineChallenge>;
export const OfflineChallengeResponse = envelope(OfflineChallenge);

/**
 * GET /api/bff/v1.2/enduser/portal/resetOtpDevice/generateCode: resetting a lost authenticator app starts
 * here. A picture captcha (its answer goes with `sendSms`, so no script sends texts), the phone the code goes
 * to, masked (null: none bound, the reset is not possible here), and the seconds until another text may be
 * sent, so a reload keeps the countdown.
 */
export const ResetCaptcha = z.object({
  captcha: z.string().check(z.startsWith('data:image/')),
  cap_code: z.string().check(z.minLength(1)),
  phoneNumber: z.nullable(z.string()),
  resendAfter: z._default(z.int().check(z.nonnegative()), 0),
});
export type ResetCaptcha = z.infer<typeof ResetCaptcha>;
export const ResetCaptchaResponse = envelope(ResetCaptcha);

/** Body of POST /api/bff/v1.2/enduser/portal/resetOtpDevice/sendSms: the captcha's answer. */
export const ResetSendRequest = z.object({
  captcha: z.string().check(z.minLength(1), z.maxLength(16)),
  cap_code: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type ResetSendRequest = z.infer<typeof ResetSendRequest>;

/** Body of POST /api/bff/v1.2/enduser/portal/resetOtpDevice/verifyCode: the code the text carried. */
export const ResetVerifyRequest = z.object({ code: OneTimeCode });
export type ResetVerifyRequest = z.infer<typeof ResetVerifyRequest>;

/** POST …/resetOtpDevice/verifyCode: the app is unbound; this session may bind a new one. */
export const OtpDeviceReset = z.object({ reset: z.literal(true) });
export type OtpDeviceReset = z.infer<typeof OtpDeviceReset>;
export const OtpDeviceResetResponse = envelope(OtpDeviceReset);
