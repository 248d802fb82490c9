import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { SMS_LOGIN_CODES, SMS_LOGIN_REFUSALS } from '../../schemas/refusals';
import { refusalReader } from '../shared/refusal-reader';

/**
 * The refusals of a chain's start (composite/generate_auth_code) the form says when this login is the chain's
 * first step: too many chains from this address, or the adapter starts none any more (its entry is stale).
 */
const CHAIN_START_REFUSALS = {
  chainTooMany: COMPOSITE_REFUSALS.tooMany,
  chainUnavailable: COMPOSITE_REFUSALS.unavailable,
} as const;

/** A refusal of the SMS login the page words (SPEC 8, Adapter and SMS login codes; Composite), by its name. */
export type SmsLoginRefusal =
  keyof typeof SMS_LOGIN_CODES | keyof typeof SMS_LOGIN_REFUSALS | keyof typeof CHAIN_START_REFUSALS;

/**
 * The refusal an error carries: SPEC 8's envelope codes, else the server's refusal in the message. Null for an
 * error that belongs to the app (no answer, 5xx, another back end's text): SPEC 8's generic exception.
 */
export const smsLoginRefusal: (error: unknown) => SmsLoginRefusal | null = refusalReader(SMS_LOGIN_CODES, {
  ...SMS_LOGIN_REFUSALS,
  ...CHAIN_START_REFUSALS,
});

/** Refusals about the code typed: the code field says them, and the code goes. */
export const CODE_REFUSALS: readonly SmsLoginRefusal[] = ['wrongCode', 'expiredCode'];
/** Refusals about the number: the phone field says them. */
export const PHONE_REFUSALS: readonly SmsLoginRefusal[] = ['noAccount', 'invalidPhone'];
/** A chain's start refused as the form says (its refusals only): any other failure of it is the app's to report. */
export const chainStartRefusal = refusalReader({}, CHAIN_START_REFUSALS);
