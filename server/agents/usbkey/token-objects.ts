import type { PKCS11 } from 'pkcs11js';
import type { Pkcs11Library } from './pkcs11-library';

type Handle = Buffer;

/** An initialised token in a slot: its serial number and label, without PKCS#11's blank padding. */
export interface PresentToken {
  slot: Handle;
  serial: string;
  label: string;
}

export function presentTokens(p11: PKCS11, lib: Pkcs11Library): PresentToken[] {
  return p11.C_GetSlotList(true).flatMap((slot) => {
    const info = p11.C_GetTokenInfo(slot);
    // SoftHSM2 always offers one free slot with a blank token: not a key anyone could sign with.
    if ((info.flags & lib.CKF_TOKEN_INITIALIZED) === 0) return [];
    const serial = info.serialNumber.trim();
    return serial ? [{ slot, serial, label: info.label.trim() }] : [];
  });
}

/** A read-only session on the slot, closed (and so logged out) whatever `use` does. */
export async function withSession<T>(
  p11: PKCS11,
  lib: Pkcs11Library,
  slot: Handle,
  use: (session: Handle) => T | Promise<T>,
): Promise<T> {
  const session = p11.C_OpenSession(slot, lib.CKF_SERIAL_SESSION);
  try {
    return await use(session);
  } finally {
    p11.C_CloseSession(session);
  }
}

/** Every object of the session that has the template's attributes. */
export function findObjects(
  p11: PKCS11,
  session: Handle,
  template: { type: number; value: number | Buffer }[],
): Handle[] {
  p11.C_FindObjectsInit(session, template);
  try {
    const found: Handle[] = [];
    for (
      let batch = p11.C_FindObjects(session, 16);
      batch.length > 0;
      batch = p11.C_FindObjects(session, 16)
    ) {
      found.push(...batch);
    }
    return found;
  } finally {
    p11.C_FindObjectsFinal(session);
  }
}

/** The values of `types` on the object, in that order. */
export function readAttributes(p11: PKCS11, session: Handle, object: Handle, types: number[]): Buffer[] {
  return p11
    .C_GetAttributeValue(
      session,
      object,
      types.map((type) => ({ type })),
    )
    .map((attribute) => attribute.value);
}
