import type { SMS_LOGIN_CODES, SMS_LOGIN_REFUSALS } from '../../../schemas/refusals';
import { namedTenant, refusals, type CallOutcome } from '../call-outcome';

type ValueOf<T> = T[keyof T];

/**
 * What an SMS login call answers: its data, or a refusal as the envelope's code and message (SPEC 8's codes
 * of SMS_LOGIN_CODES, or `InvalidParameter` with one of SMS_LOGIN_REFUSALS, which the page words).
 */
export type SmsLoginOutcome<T> = CallOutcome<T>;

export const { invalid, refusedWith } = refusals<
  ValueOf<typeof SMS_LOGIN_REFUSALS>,
  ValueOf<typeof SMS_LOGIN_CODES>
>();

export const smsLoginTenant = namedTenant;
