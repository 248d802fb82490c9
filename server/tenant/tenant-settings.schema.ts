import * as z from 'zod/mini';
import { Edition } from '../../schemas/rules/edition.rule';
import { APP_SECURITY_LEVEL_RANGE, DEFAULT_LOCK_TIME_MINUTES } from '../../schemas/spec-constants';
import { PasswordPolicyType, UsernamePolicy } from '../../schemas/modify-password.schema';
import { DeviceAgentMode } from '../../schemas/device-agent.schema';
import { SECOND_FACTOR_METHODS } from '../../schemas/second-factor.schema';

const count = (fallback: number) => z._default(z.int().check(z.minimum(0)), fallback);
const flag = (fallback: boolean) => z._default(z.boolean(), fallback);

/** Tunables stored in `enterprise.settings`; each has the default the SPEC or the brief names. */
export const TenantSettings = z.object({
  lockTimeMinutes: z._default(z.number().check(z.positive()), DEFAULT_LOCK_TIME_MINUTES),
  maxFailedAttempts: count(5),
  /** will_lock:N is answered once N remaining attempts is at most this. */
  warnRemainingAttempts: count(3),
  captchaAlways: flag(false),
  /**
   * The device-ID agent (schemas/device-agent.schema.ts): `require` refuses a password login without one of
   * the user's devices (invalid_device_id); captcha_show tells the page. Was the flag `deviceIdCheck` (migration 023).
   */
  deviceAgent: z._default(DeviceAgentMode, 'off'),
  autoLogin: flag(true),
  /** After a forced password change the session stays and the login goes on (system_setting/show). */
  skipForceLogin: flag(false),
  tokenTtlSeconds: count(7200),
  autoLoginTokenTtlSeconds: count(7 * 24 * 3600),
  passwordValidityDays: count(90),
  passwordPolicy: z._default(z.object({ type: PasswordPolicyType, minLength: z.int(), maxLength: z.int() }), {
    type: 'UPPER_LOWER_NUMBER_CHAR',
    minLength: 8,
    maxLength: 64,
  }),
  /** The second-factor methods the tenant allows, in the order the page offers them. */
  secondFactorMethods: z._default(z.array(z.enum(SECOND_FACTOR_METHODS)), ['otp', 'sms']),
  /** Where codes for the `admin` method go (the tenant's administrator); without it the method is not offered. */
  administratorEmail: z.optional(z.string().check(z.email())),
  /** A user with no offline device may bind one on the second-factor page (SPEC 3 isAllowAddThirdPartyOffineDevices). */
  allowNewOfflineDevices: flag(false),
  /**
   * Applications of at least this security level ask their users' second factor, as those set to require it
   * do (schemas/rules/second-factor.rule.ts); null: only those.
   */
  secondFactorSecurityLevel: z._default(
    z.nullable(z.int().check(z.gte(APP_SECURITY_LEVEL_RANGE[0]), z.lte(APP_SECURITY_LEVEL_RANGE[1]))),
    null,
  ),
  /**
   * A user with no phone may bind one on the second-factor page, by a code sent to it, while there is no other
   * factor to pass instead (server/features/second-factor/phone-binding.service.ts).
   */
  allowPhoneBinding: flag(false),
  /** Faces are verified in the tenant's mobile app; the login page says it offers no face check. */
  enableFaceVerify: flag(false),
  /**
   * The instance's default tenant signs in across tenants (authenticate/global/login; system_setting/show tells
   * the login page): the password is checked in every tenant that has the name. Read from the default tenant.
   */
  globalLogin: flag(false),
  /**
   * The tenant's edition (schemas/rules/edition.rule.ts; system_setting/show tells the login page): on the free
   * one the page offers the password alone, and its other controls open the edition prompt.
   */
  edition: z._default(Edition, 'standard'),
  /** The tenant takes self-registrations (POST register; system_setting/show tells the login page). */
  allowRegister: flag(false),
  /**
   * A registered account waits for an administrator's approval (SPEC section 4, needApprove) instead of
   * signing in at once.
   */
  registrationNeedsApproval: flag(true),
  /** A code of the SMS login costs the login page's picture captcha (its info call tells the page). */
  smsLoginCaptcha: flag(false),
  /** A QR login code costs a picture captcha of its own (init_code answers `captcha` until one is solved). */
  qrLoginCaptcha: flag(false),
  /** QR login codes one client address may ask for in 10 minutes. */
  qrCodesPerAddress: count(30),
  /** Composite chains (composite/generate_auth_code) one client address may start in 10 minutes. */
  compositeChainsPerAddress: count(30),
  /** USB-key login randoms (GET bjcacert/login) one client address may ask for in 10 minutes. */
  usbKeyRandomsPerAddress: count(30),
  /**
   * Picture captchas of the login page and the QR login one client address may draw in 10 minutes: a person
   * who mistypes and refreshes draws a few dozen; a script filling the table stops here.
   */
  captchasPerAddress: count(100),
  /**
   * Wrong passwords from one client address, whatever names it tries (password spraying), are counted in windows
   * of this many minutes: after `addressCaptchaAfter` of them every sign-in from the address needs the picture
   * captcha, after `addressFailureLimit` the address waits for its window to end. 0 turns either off. Set them
   * higher for a tenant whose people all sign in through one proxy address.
   */
  addressFailureWindowMinutes: z._default(z.int().check(z.positive()), 15),
  addressCaptchaAfter: count(10),
  addressFailureLimit: count(50),
  usernamePolicy: z._default(UsernamePolicy, {
    uppercase: true,
    lowercase: true,
    number: true,
    strike: true,
    underline: true,
    point: true,
    emailChar: true,
    minLength: 2,
  }),
});
export type TenantSettings = z.infer<typeof TenantSettings>;

/**
 * A bad stored value falls back to its own default rather than breaking every login; the tenant's other
 * settings stay as they were set (a bad level does not reset the lock limits too).
 */
export function parseTenantSettings(raw: unknown): TenantSettings {
  const stored = raw && typeof raw === 'object' ? raw : {};
  const result = TenantSettings.safeParse(stored);
  if (result.success) return result.data;
  const bad = new Set(result.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => !bad.has(key)));
  return TenantSettings.safeParse(kept).data ?? TenantSettings.parse({});
}
