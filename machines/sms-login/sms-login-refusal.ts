import { PREPARATION_REFUSALS } from '../shared/grant';
import { SMS_LOGIN_CODES, SMS_LOGIN_REFUSALS } from '../../schemas/refusals';
import { refusalReader } from '../shared/refusal-reader';

/** A refusal of the SMS login the page words (SPEC 8, Adapter and SMS login codes; Composite), by its name. */
export type SmsLoginRefusal =
  keyof typeof SMS_LOGIN_CODES | keyof typeof SMS_LOGIN_REFUSALS | keyof typeof PREPARATION_REFUSALS;

/**
 * The refusal an error carries: SPEC 8's envelope codes, else the server's refusal in the message. Null for an
 * error that belongs to the app (no answer, 5xx, another back end's text): SPEC 8's generic exception.
 */
export const smsLoginRefusal: (error: unknown) => SmsLoginRefusal | null = refusalReader(SMS_LOGIN_CODES, {
  ...SMS_LOGIN_REFUSALS,
  ...PREPARATION_REFUSALS,
});

/** Refusals about the code typed: the code field says them, and the code goes. */
export const CODE_REFUSALS: readonly SmsLoginRefusal[] = ['wrongCode', 'expiredCode'];
/** Refusals about the number: the phone field says them. */
export const PHONE_REFUSALS: readonly SmsLoginRefusal[] = ['noAccount', 'invalidPhone'];
