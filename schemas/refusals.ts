/**
 * What the reference server says when it refuses something a user can see: stable codes in the envelope's
 * `message` (or `errorMessage`), never sentences. The page words each code in the user's language; a code it
 * does not know (another back end's own text) is shown as it came.
 */
import type { PolicyViolation } from './rules/password-policy.rule';

// In a module of its own: the app's error handling (in the first download) needs it, and nothing else here.
export { SESSION_REFUSALS } from './session-refusals';
export { LICENSE_CODES, LICENSE_REFUSALS } from './license-refusals';
export { EDITION_REFUSALS } from './rules/edition.rule';

/** Refusals of PUT modify_password (envelope code InvalidParameter, or Password.Invalid for the old password). */
export const MODIFY_PASSWORD_REFUSALS = {
  invalidForm: 'password.change.invalidForm',
  sessionMismatch: 'password.change.sessionMismatch',
  replayed: 'password.change.replayed',
  /**
   * A password that does not decrypt, or whose one-time SM2 challenge (`sm2_code`) is used, expired, forged or
   * not the one it was encrypted under (a replayed form): checked no further, counted nowhere.
   */
  undecryptable: 'password.change.undecryptable',
  confirmMismatch: 'password.change.confirmMismatch',
  wrongOldPassword: 'password.change.wrongOldPassword',
  // Wrong old passwords count as wrong passwords of the sign-in: their lock refuses the change too.
  locked: 'password.change.locked',
  sameAsOld: 'password.policy.sameAsOld',
  // SPEC section 5: a message naming password.policy or WeakPassword has a fixed text on any client.
  breached: 'password.WeakPassword',
} as const;

/** A policy violation as the server sends it: `password.policy.<code>`. */
export const policyRefusal = (violation: PolicyViolation): string => `password.policy.${violation.code}`;

/** The application second-factor refusals of SPEC section 8, in authResult's `errorMessage`. */
export const APPLICATION_TWO_FACTOR_REFUSALS = {
  verificationFailed: 'applicationTwoFactor.verificationFailed',
  stateInvalid: 'applicationTwoFactor.stateInvalid',
  usernameInconsistent: 'applicationTwoFactor.usernameInconsistent',
  notAuthorized: 'applicationTwoFactor.notAuthorized',
} as const;

/**
 * Refusals of the second factor's calls (envelope code `InvalidParameter`, `message` one of these). A wrong,
 * used or expired code says which; too many wrong codes lock the factor like a password (SPEC 8, 9).
 */
export const SECOND_FACTOR_REFUSALS = {
  /** SPEC 8 "Verification failed". */
  wrongCode: 'secondFactor.wrongCode',
  /** The code was right but has been used already (NIST 800-63B: each code once). */
  usedCode: 'secondFactor.usedCode',
  /** SPEC 8 "state invalid or expired": the code or the pass it gave is no longer valid. */
  expiredCode: 'secondFactor.expiredCode',
  locked: 'secondFactor.locked',
  /** A code was asked of a method the user cannot use (no app bound, no phone, not allowed). */
  unavailable: 'secondFactor.unavailable',
  /** SPEC 8: an SMS code for a user with no bound phone. */
  noPhone: 'secondFactor.noPhone',
  /** A new SMS code before the 60 s countdown ended. */
  resendTooSoon: 'secondFactor.resendTooSoon',
  /** The captcha sent with the administrator's code is wrong, used or expired (a new one is drawn). */
  wrongCaptcha: 'secondFactor.wrongCaptcha',
  /** The day's codes on this channel were all sent (sent-code.service.ts DAILY_CODE_LIMIT). */
  dailyLimit: 'secondFactor.dailyLimit',
  /** The code could not be delivered (the administrator's mail server refused it): ask again. */
  deliveryFailed: 'secondFactor.deliveryFailed',
  /** The number typed to bind belongs to another user of the tenant. */
  phoneInUse: 'secondFactor.phoneInUse',
} as const;
export type SecondFactorRefusal = (typeof SECOND_FACTOR_REFUSALS)[keyof typeof SECOND_FACTOR_REFUSALS];

/**
 * Refusals of POST register (envelope code InvalidParameter, `message` one of these). Policy refusals come as
 * `password.policy.<rule>`, `password.WeakPassword` and `username.policy.<rule>` (usernamePolicyRefusal).
 */
export const REGISTER_REFUSALS = {
  /** The tenant does not take registrations. */
  closed: 'register.closed',
  /** The form is not one this tenant's page sends (another client id, a field out of shape). */
  invalidForm: 'register.invalidForm',
  /** The enterprise id names no tenant. */
  unknownTenant: 'register.unknownTenant',
  replayed: 'register.replayed',
  /** As the password change's: the password does not decrypt, or its SM2 challenge is stale. */
  undecryptable: 'register.undecryptable',
  invalidPhone: 'register.invalidPhone',
  invalidEmail: 'register.invalidEmail',
  /** register/wechat: the pending binding is unknown, used, expired or another browser's (SPEC 8). */
  bindingInvalid: 'register.bindingInvalid',
  /** register/wechat: the third-party account was linked to another account meanwhile (SPEC 8). */
  openidBound: 'register.openidBound',
} as const;

/** SPEC section 8's special tips: the envelope code of a registration whose name, e-mail or phone is taken. */
export const REGISTER_EXISTS = {
  username: 'UserName.Exist',
  email: 'Email.Exist',
  phoneNumber: 'PhoneNumber.Exist',
} as const;

/** A username policy violation as the server sends it: `username.policy.<code>`. */
export const usernamePolicyRefusal = (violation: { code: string }): string =>
  `username.policy.${violation.code}`;

/**
 * Refusals of the forgotten-password reset. Step 1 answers with SPEC 8's codes: `400` (RESET_PASSWORD_CODES)
 * with `noAccount` for an account that cannot be reset here, whether it exists or not, and `439` for a wrong
 * captcha. The later calls answer `InvalidParameter` with one of these (the new password's policy refusals
 * as registration's); submit's `resultDto.errorMessage` is `expired` or `noAccount`.
 */
export const RESET_PASSWORD_REFUSALS = {
  noAccount: 'forgotPassword.noAccount',
  wrongCaptcha: 'forgotPassword.wrongCaptcha',
  unknownTenant: 'forgotPassword.unknownTenant',
  /** The reset token is unknown, ended or older than its 30 minutes: the reset starts again. */
  expired: 'forgotPassword.expired',
  /** The way asked is not one of the account's (no e-mail, no phone, no questions). */
  unavailable: 'forgotPassword.unavailable',
  resendTooSoon: 'forgotPassword.resendTooSoon',
  dailyLimit: 'forgotPassword.dailyLimit',
  deliveryFailed: 'forgotPassword.deliveryFailed',
  wrongCode: 'forgotPassword.wrongCode',
  /** The code's 10 minutes are over, it was used, or a newer one replaced it. */
  expiredCode: 'forgotPassword.expiredCode',
  /** SPEC 5: '密保校验失败，请重试。' */
  wrongAnswers: 'forgotPassword.wrongAnswers',
  /** Five wrong codes, or three wrong sets of answers: that way is refused for the tenant's lock time. */
  locked: 'forgotPassword.locked',
  /** A password was sent before the account was proved. */
  notVerified: 'forgotPassword.notVerified',
  replayed: 'forgotPassword.replayed',
  /** As the password change's: the password does not decrypt, or its SM2 challenge is stale. */
  undecryptable: 'forgotPassword.undecryptable',
} as const;
export type ResetPasswordRefusal = (typeof RESET_PASSWORD_REFUSALS)[keyof typeof RESET_PASSWORD_REFUSALS];

/** SPEC 8 (Reset verify user): the envelope codes of step 1; 400 clears the form, 439 the captcha. */
export const RESET_PASSWORD_CODES = { noAccount: '400', wrongCaptcha: '439' } as const;

/**
 * SPEC 8 (Adapter and SMS login codes): the envelope codes of the SMS login's refusals. `noAccount` is what
 * send_code answers for a number no account of the tenant has ('your phone number does not exist').
 */
export const SMS_LOGIN_CODES = {
  wrongCode: 'Wrong.UsernameOrPassword',
  noAccount: 'UserNotFound',
  wrongCaptcha: 'InvalidRequestParams',
} as const;

/** The SMS login's other refusals: envelope code `InvalidParameter`, `message` one of these. */
export const SMS_LOGIN_REFUSALS = {
  /** Not a number of its region (SPEC 5). */
  invalidPhone: 'smsLogin.invalidPhone',
  /** A new code before the 60 s countdown of the last one to this number ended. */
  resendTooSoon: 'smsLogin.resendTooSoon',
  /** The day's codes to this number, or from this client address, were all sent. */
  dailyLimit: 'smsLogin.dailyLimit',
  deliveryFailed: 'smsLogin.deliveryFailed',
  /** No code is waiting for this number: never sent, used, replaced, or older than its 5 minutes. */
  expiredCode: 'smsLogin.expiredCode',
  /** Five wrong codes: the number takes no code for the tenant's lock time. */
  locked: 'smsLogin.locked',
  /** The account of the number may not sign in: disabled, expired, or waiting for approval. */
  accountUnavailable: 'smsLogin.accountUnavailable',
} as const;

/**
 * The QR scan login's refusals: envelope code `InvalidParameter`, `message` one of these; a wrong captcha is
 * SPEC 8's `InvalidRequestParams` (QR_LOGIN_CODES).
 */
export const QR_LOGIN_REFUSALS = {
  /** The code is unknown, of another browser or tenant, used, rejected or past its 2 minutes. */
  expired: 'qrLogin.expired',
  /** Not confirmed on the phone yet: success asked too early. */
  notConfirmed: 'qrLogin.notConfirmed',
  /** Too many codes from this client address lately. */
  tooMany: 'qrLogin.tooMany',
  /** The account that confirmed may not sign in: disabled, expired, locked or waiting for approval. */
  accountUnavailable: 'qrLogin.accountUnavailable',
} as const;
export type QrLoginRefusal = (typeof QR_LOGIN_REFUSALS)[keyof typeof QR_LOGIN_REFUSALS];

/** SPEC 8 (Adapter login codes): a wrong or missing captcha for a tenant whose QR codes cost one. */
export const QR_LOGIN_CODES = { wrongCaptcha: 'InvalidRequestParams' } as const;

/**
 * Refusals of GET and POST bjcacert/login (envelope code `InvalidParameter`, `message` one of these; SPEC 8
 * USB-key login). The page words each; the agent's own refusals (PIN, key removed) never reach the server.
 */
export const USBKEY_LOGIN_REFUSALS = {
  /** The tenant has no USB-key login (no CA set): the page should not have offered it. */
  notConfigured: 'usbKey.notConfigured',
  /** Too many randoms from this client address lately. */
  tooMany: 'usbKey.tooMany',
  /** The random is unknown, used, or older than its 5 minutes: the page asks for a new one. */
  randomExpired: 'usbKey.randomExpired',
  /** The certificate was not issued by the tenant's CA (or is not a certificate at all). */
  untrusted: 'usbKey.certificateUntrusted',
  certificateExpired: 'usbKey.certificateExpired',
  certificateNotYetValid: 'usbKey.certificateNotYetValid',
  /** The signature is not the certificate key's over this random. Counted like a wrong password. */
  badSignature: 'usbKey.signatureInvalid',
  /** idToken3 is not this server's certificate: the agent checked another. */
  serverCertMismatch: 'usbKey.serverCertMismatch',
  /** No account of the tenant goes with the certificate's subject. */
  unknownCertificate: 'usbKey.unknownCertificate',
  /** The account is locked (lockTime minutes left, as rest_token's user_locked). */
  locked: 'usbKey.locked',
  /** The account may not sign in: disabled, expired, or waiting for approval. */
  accountUnavailable: 'usbKey.accountUnavailable',
} as const;
export type UsbKeyLoginRefusal = (typeof USBKEY_LOGIN_REFUSALS)[keyof typeof USBKEY_LOGIN_REFUSALS];
