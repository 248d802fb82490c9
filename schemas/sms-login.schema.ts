import * as z from 'zod/mini';
import { CompositeStepResult } from './composite-step.schema';
import { envelope } from './envelope.schema';
import { PHONE_REGION_PATTERN } from './rules/contact.rule';
import { ADAPTERS, DEFAULT_PHONE_REGION } from './spec-constants';

/** The SMS login's adapter, the `{adapter}` of its calls under authenticate/ (SPEC section 7). */
export const SMS_LOGIN_ADAPTER = ADAPTERS.mobilePhoneToken;

/** The login code's digits (server/features/sms-login): what the form lets through. */
export const SMS_LOGIN_CODE_PATTERN = /^\d{6}$/;

const optionalText = z.optional(z.nullable(z.string().check(z.maxLength(128))));

/** Query of GET authenticate/system_mobilephonetoken_adapter/login_: the tenant. */
export const SmsLoginInfoQuery = z.object({ _enterprise_id: z.optional(z.string().check(z.maxLength(64))) });
export type SmsLoginInfoQuery = z.infer<typeof SmsLoginInfoQuery>;

/** GET authenticate/system_mobilephonetoken_adapter/login_ (the adapter's initial info): whether a code costs a captcha. */
export const SmsLoginInfo = z.object({ showCaptcha: z.boolean() });
export type SmsLoginInfo = z.infer<typeof SmsLoginInfo>;
export const SmsLoginInfoResponse = envelope(SmsLoginInfo);

/**
 * Body of POST authenticate/system_mobilephonetoken_adapter/send_code (SPEC 3, SMS login form): the number of
 * `phoneRegion` (default 86), and when the tenant asks for it the picture captcha (`key` its code, `captcha`
 * the answer).
 */
export const SmsSendCodeRequest = z.object({
  phoneNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  phoneRegion: z._default(z.string().check(z.regex(PHONE_REGION_PATTERN)), DEFAULT_PHONE_REGION),
  enterpriseAuthId: z.string().check(z.maxLength(128)),
  captcha: optionalText,
  key: optionalText,
  _enterprise_id: z.optional(z.string().check(z.maxLength(64))),
});
export type SmsSendCodeRequest = z.infer<typeof SmsSendCodeRequest>;

/** send_code's answer: when another code may be asked for, and how long this one lives. */
export const SmsCodeSent = z.object({ resendAfter: z.int().check(z.nonnegative()), validMinutes: z.int() });
export type SmsCodeSent = z.infer<typeof SmsCodeSent>;
export const SmsCodeSentResponse = envelope(SmsCodeSent);

/**
 * Body of POST authenticate/system_mobilephonetoken_adapter/login_ (SPEC 7: clientId, code, enterpriseAuthId,
 * phoneNumber, authCode, key). `authCode` is a composite login's step; `key` the captcha's code, when one was sent.
 */
export const SmsLoginRequest = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(128)),
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
  enterpriseAuthId: z.string().check(z.maxLength(128)),
  phoneNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  phoneRegion: z._default(z.string().check(z.regex(PHONE_REGION_PATTERN)), DEFAULT_PHONE_REGION),
  authCode: optionalText,
  key: optionalText,
  _enterprise_id: z.optional(z.string().check(z.maxLength(64))),
});
export type SmsLoginRequest = z.infer<typeof SmsLoginRequest>;

/** login_'s answer: the session's token, as rest_token's; a composite chain's step answers its callback result. */
export const SmsLoggedIn = z.object({ access_token: z.string().check(z.minLength(1)) });
export type SmsLoggedIn = z.infer<typeof SmsLoggedIn>;
export const SmsLoginAnswer = z.union([SmsLoggedIn, CompositeStepResult]);
export type SmsLoginAnswer = z.infer<typeof SmsLoginAnswer>;
export const SmsLoggedInResponse = envelope(SmsLoginAnswer);
