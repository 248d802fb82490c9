import { USBKEY_LOGIN_REFUSALS as REFUSALS, type UsbKeyLoginRefusal } from '../../../schemas/refusals';
import { namedTenant, refusals, type Refusal } from '../call-outcome';

/** A refusal of bjcacert/login; a lock's carries its minutes left, as rest_token's user_locked does. */
export type UsbKeyRefusal = Refusal & { lockTime?: number };

/**
 * What a USB-key login call answers: its data, or a refusal as the envelope's code `InvalidParameter` and
 * message one of USBKEY_LOGIN_REFUSALS, which the page words.
 */
export type UsbKeyLoginOutcome<T> = { ok: true; data: T } | UsbKeyRefusal;

export const { invalid } = refusals<UsbKeyLoginRefusal, never>();

/** The account is locked for `lockTime` more minutes. */
export const locked = (lockTime: number): UsbKeyRefusal => ({ ...invalid(REFUSALS.locked), lockTime });

export const usbKeyTenant = namedTenant;
