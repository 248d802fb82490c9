import { createHash, type X509Certificate } from 'node:crypto';
import type { PKCS11 } from 'pkcs11js';
import {
  USBKEY_PIN_TRIES,
  type AgentError,
  type AgentSignRequest,
  type AgentSignResult,
} from '../../../schemas/usbkey-agent.schema';
import type { PinTries } from './pin-tries';
import type { Pkcs11Library } from './pkcs11-library';
import { checkServerCertificate } from './server-certificate';
import { findObjects, presentTokens, readAttributes, withSession } from './token-objects';

export interface SignContext {
  pinTries: PinTries;
  trustedCa: X509Certificate;
  now: Date;
}

export type SignOutcome = { result: AgentSignResult } | { error: AgentError };

// A P-256 signature, raw r‖s (usbkey-login.schema.ts): anything else is a key the login cannot use.
const SIGNATURE_BYTES = 64;

/**
 * The sign request (usbkey-agent.schema.ts): the key still inserted, the server's certificate trusted, the PIN
 * not locked and right; then ECDSA over SHA-256 of the random's UTF-8 bytes with the private key of the same
 * CKA_ID as the certificate. Tokens such as SoftHSM2 offer CKM_ECDSA only (not CKM_ECDSA_SHA256): the agent
 * hashes, the token signs the hash.
 */
export async function signRandom(
  p11: PKCS11,
  lib: Pkcs11Library,
  context: SignContext,
  request: AgentSignRequest,
): Promise<SignOutcome> {
  const token = presentTokens(p11, lib).find(({ serial }) => serial === request.keySerial);
  if (!token) return { error: { code: 'keyRemoved' } };
  const serverCertHash = checkServerCertificate(request.serverCert, context.trustedCa, context.now);
  if (!serverCertHash) return { error: { code: 'serverCertRejected' } };
  if (context.pinTries.wrong(token.serial) >= USBKEY_PIN_TRIES) return { error: { code: 'pinLocked' } };
  return withSession(p11, lib, token.slot, (session) => {
    const refused = login(p11, lib, context.pinTries, session, token.serial, request.pin);
    if (refused) return { error: refused };
    try {
      const id = Buffer.from(request.certId, 'hex');
      const [certificate] = findObjects(p11, session, [
        { type: lib.CKA_CLASS, value: lib.CKO_CERTIFICATE },
        { type: lib.CKA_ID, value: id },
      ]);
      const [key] = findObjects(p11, session, [
        { type: lib.CKA_CLASS, value: lib.CKO_PRIVATE_KEY },
        { type: lib.CKA_ID, value: id },
      ]);
      // The certificate or its key is not on this key (any more): to the page, the key it chose is gone.
      if (!certificate || !key) return { error: { code: 'keyRemoved' } };
      const [userCert] = readAttributes(p11, session, certificate, [lib.CKA_VALUE]);
      const digest = createHash('sha256').update(request.random, 'utf8').digest();
      p11.C_SignInit(session, { mechanism: lib.CKM_ECDSA }, key);
      const signature = p11.C_Sign(session, digest, Buffer.alloc(2 * SIGNATURE_BYTES));
      if (!userCert || signature.length !== SIGNATURE_BYTES) return { error: { code: 'internal' } };
      return {
        result: {
          signedData: signature.toString('base64'),
          userCert: userCert.toString('base64'),
          idToken1: token.serial,
          idToken2: request.certId,
          idToken3: serverCertHash,
        },
      };
    } finally {
      p11.C_Logout(session);
    }
  });
}

/** Logs the user in, or says why not; a wrong PIN counts towards the lock, a right one clears the count. */
function login(
  p11: PKCS11,
  lib: Pkcs11Library,
  pinTries: PinTries,
  session: Buffer,
  serial: string,
  pin: string,
): AgentError | null {
  try {
    p11.C_Login(session, lib.CKU_USER, pin);
  } catch (error) {
    if (!(error instanceof lib.Pkcs11Error)) throw error;
    if (error.code === lib.CKR_PIN_LOCKED) return { code: 'pinLocked' };
    // A PIN of a length the token never accepts is as wrong as any other.
    if (error.code !== lib.CKR_PIN_INCORRECT && error.code !== lib.CKR_PIN_LEN_RANGE) throw error;
    const retriesLeft = USBKEY_PIN_TRIES - pinTries.addWrong(serial);
    return retriesLeft > 0 ? { code: 'pinIncorrect', retriesLeft } : { code: 'pinLocked' };
  }
  pinTries.reset(serial);
  return null;
}
