import { USBKEY_LOGIN_REFUSALS } from '../../schemas/refusals';
import { refusalReader } from '../shared/refusal-reader';

/** A refusal of bjcacert/login the page words (SPEC 8, USB-key login), by its name. */
export type UsbKeyLoginRefusal = keyof typeof USBKEY_LOGIN_REFUSALS;

/** The server's refusal an error carries; null for an error that belongs to the app (SPEC 8 generic exception). */
export const usbKeyLoginRefusal: (error: unknown) => UsbKeyLoginRefusal | null = refusalReader(
  {},
  USBKEY_LOGIN_REFUSALS,
);
