import type { Captcha } from '../../schemas/password-login.schema';
import { isPhoneNumber } from '../../schemas/rules/contact.rule';
import { SMS_LOGIN_CODE_PATTERN } from '../../schemas/sms-login.schema';

/** The SMS login form's checks before anything is sent: the number (SPEC 5), the captcha, the code. */
export type SmsLoginField = 'phone' | 'captcha' | 'code';
/** Why a field holds the form back: empty, or not what it must be. */
export type SmsFieldError = 'required' | 'format';
export type FieldErrors = Partial<Record<SmsLoginField, SmsFieldError>>;

export type PhoneNumber = { phoneNumber: string; phoneRegion: string };

/** What the user typed, without the spaces a number or a code is often written with. */
export const digits = (text: string) => text.replace(/\s/g, '');

const phoneError = ({ phoneNumber, phoneRegion }: PhoneNumber): SmsFieldError | undefined =>
  digits(phoneNumber) === ''
    ? 'required'
    : isPhoneNumber(digits(phoneNumber), phoneRegion)
      ? undefined
      : 'format';

const only = (errors: Record<SmsLoginField, SmsFieldError | undefined> | FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, error]) => error));

export const noErrors = (errors: FieldErrors) => Object.keys(errors).length === 0;

/** What holds a send back: the number, and the captcha when the tenant asks for one. */
export const sendErrors = (
  { showCaptcha, captcha }: { showCaptcha: boolean; captcha: Captcha | null },
  send: PhoneNumber & { captcha: string },
): FieldErrors => {
  // No picture yet (or none arrived): there is nothing to answer.
  const unanswered = send.captcha.trim() === '' || captcha === null;
  return only({ phone: phoneError(send), captcha: showCaptcha && unanswered ? 'required' : undefined });
};

/** What holds a login back: the number and the code. */
export const submitErrors = (login: PhoneNumber & { code: string }): FieldErrors => {
  const code = digits(login.code);
  const codeError = code === '' ? 'required' : SMS_LOGIN_CODE_PATTERN.test(code) ? undefined : 'format';
  return only({ phone: phoneError(login), code: codeError });
};
