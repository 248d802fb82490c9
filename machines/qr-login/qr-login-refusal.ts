import { QR_LOGIN_CODES, QR_LOGIN_REFUSALS } from '../../schemas/refusals';
import { refusalReader } from '../shared/refusal-reader';

/** A refusal of the QR scan login the page words, by its name. */
export type QrLoginRefusal = keyof typeof QR_LOGIN_CODES | keyof typeof QR_LOGIN_REFUSALS;

/** The refusal an error carries: a wrong captcha (SPEC 8's code), else the server's refusal in the message. */
export const qrLoginRefusal: (error: unknown) => QrLoginRefusal | null = refusalReader(
  QR_LOGIN_CODES,
  QR_LOGIN_REFUSALS,
);
