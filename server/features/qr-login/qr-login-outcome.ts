import type { QR_LOGIN_CODES, QrLoginRefusal } from '../../../schemas/refusals';
import { namedTenant, refusals, type CallOutcome } from '../call-outcome';

/**
 * What a QR login call answers: its data, or a refusal as the envelope's code and message (SPEC 8's
 * `InvalidRequestParams` for a wrong captcha, or `InvalidParameter` with one of QR_LOGIN_REFUSALS, which the
 * page words).
 */
export type QrLoginOutcome<T> = CallOutcome<T>;

export const { invalid, refusedWith } = refusals<
  QrLoginRefusal,
  (typeof QR_LOGIN_CODES)[keyof typeof QR_LOGIN_CODES]
>();

export const qrLoginTenant = namedTenant;
