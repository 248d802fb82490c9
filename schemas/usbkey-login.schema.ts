import * as z from 'zod/mini';
import { envelope } from './envelope.schema';
import { ADAPTERS } from './spec-constants';

/**
 * The USB-key certificate login (issue 13; SPEC 3 Certificate login, 7 `bjcacert/login`): the server issues a
 * random and shows its own certificate; the local signing agent (usbkey-agent.schema.ts) checks that
 * certificate, signs the random with the key's private key after the PIN, and the page posts the signature,
 * the user's certificate and idToken1–3. Keys are ECDSA P-256: SM2 certificates are not supported by the
 * PKCS#11 token (SoftHSM2) nor by node:crypto's X.509 checks.
 */
export const USBKEY_LOGIN_ADAPTER = ADAPTERS.usbKey;

/** A random lives 5 minutes and signs in once. */
export const USBKEY_RANDOM_SECONDS = 300;
/** SPEC 9: a certificate that ends within 60 days is signed in with a warning. */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 60;

/** The random the key signs: 32 random bytes, base64url. */
export const UsbKeyRandom = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
/** A DER certificate, base64 (a PEM's body without its lines). */
export const Base64Der = z
  .string()
  .check(z.minLength(64), z.maxLength(16_384), z.regex(/^[A-Za-z0-9+/]+={0,2}$/));
/** A SHA-256 fingerprint, lowercase hex. */
export const Sha256Hex = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** Query of GET bjcacert/login. */
export const UsbKeyChallengeQuery = z.object({
  _enterprise_id: z.optional(z.string().check(z.maxLength(64))),
});
export type UsbKeyChallengeQuery = z.infer<typeof UsbKeyChallengeQuery>;

/** GET bjcacert/login: the server's certificate (base64 DER) and a new random, single use. */
export const UsbKeyChallenge = z.object({
  serverCert: Base64Der,
  random: UsbKeyRandom,
  expiresIn: z.int().check(z.positive()),
});
export type UsbKeyChallenge = z.infer<typeof UsbKeyChallenge>;
export const UsbKeyChallengeResponse = envelope(UsbKeyChallenge);

/**
 * Body of POST bjcacert/login. `signedData`: the key's ECDSA P-256 signature over SHA-256 of the random's
 * UTF-8 bytes, raw r‖s (64 bytes, as PKCS#11 CKM_ECDSA gives it), base64. idToken1: the key's serial number;
 * idToken2: the certificate's id on the key (CKA_ID, hex); idToken3: the SHA-256 of the server certificate the
 * agent checked, so the server knows the agent saw its own.
 */
export const UsbKeyLoginRequest = z.object({
  _enterprise_id: z.optional(z.string().check(z.maxLength(64))),
  random: UsbKeyRandom,
  signedData: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}==$/)),
  userCert: Base64Der,
  idToken1: z.string().check(z.minLength(1), z.maxLength(64)),
  idToken2: z.string().check(z.regex(/^[0-9a-f]{1,64}$/)),
  idToken3: Sha256Hex,
});
export type UsbKeyLoginRequest = z.infer<typeof UsbKeyLoginRequest>;

/** POST bjcacert/login's answer: the session's token, as rest_token's. */
export const UsbKeyLoggedIn = z.object({ access_token: z.string().check(z.minLength(1)) });
export type UsbKeyLoggedIn = z.infer<typeof UsbKeyLoggedIn>;
export const UsbKeyLoggedInResponse = envelope(UsbKeyLoggedIn);
