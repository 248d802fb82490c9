import { apiFailureOf } from '../../schemas/api-failure';
import { SMS_LOGIN_CODES, SMS_LOGIN_REFUSALS } from '../../schemas/refusals';

/** A refusal of the SMS login the page words (SPEC 8, Adapter and SMS login codes), by its name. */
export type SmsLoginRefusal = keyof typeof SMS_LOGIN_CODES | keyof typeof SMS_LOGIN_REFUSALS;

const BY_CODE = new Map<string, SmsLoginRefusal>(
  Object.entries(SMS_LOGIN_CODES).map(([name, code]) => [code, name as SmsLoginRefusal]),
);
const BY_MESSAGE = new Map<string, SmsLoginRefusal>(
  Object.entries(SMS_LOGIN_REFUSALS).map(([name, code]) => [code, name as SmsLoginRefusal]),
);

/**
 * The refusal an error carries: SPEC 8's envelope codes, else the server's refusal in the message. Null for an
 * error that belongs to the app (no answer, 5xx, another back end's text): SPEC 8's generic exception.
 */
export function smsLoginRefusal(error: unknown): SmsLoginRefusal | null {
  const failure = apiFailureOf(error);
  if (failure?.kind !== 'response' && failure?.kind !== 'http') return null;
  return BY_CODE.get(failure.code ?? '') ?? BY_MESSAGE.get(failure.message ?? '') ?? null;
}

/** Refusals about the code typed: the code field says them, and the code goes. */
export const CODE_REFUSALS: readonly SmsLoginRefusal[] = ['wrongCode', 'expiredCode'];
/** Refusals about the number: the phone field says them. */
export const PHONE_REFUSALS: readonly SmsLoginRefusal[] = ['noAccount', 'invalidPhone'];
