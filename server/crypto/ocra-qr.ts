import encodeQR from 'qr';
import { Secret } from 'otpauth';
import { parseOcraSuite } from './ocra';

/**
 * What the offline device's QR code says: `ocra://challenge?suite=…&q=…&user=…&issuer=…`, and while a new
 * device is bound `&secret=` its key in base32 (as authenticator apps take TOTP secrets). Written by the server,
 * read by the device (the `device:offline` CLI stands in for one).
 */
export type OcraQr = {
  suite: string;
  question: string;
  user: string;
  issuer: string;
  /** Only while binding: the key the device keeps, base32. */
  secret: string | null;
};

/**
 * The suite this server's devices answer: an 8-digit numeric challenge, an 8-digit answer, HMAC-SHA256. No
 * counter, PIN or time: the server's single-use, five-minute challenge gives the freshness.
 */
export const OFFLINE_DEVICE_SUITE = 'OCRA-1:HOTP-SHA256-8:QN08';

const BASE32 = /^[A-Z2-7]+=*$/;

/** A new device key: 32 random bytes, the output length of SHA-256 (RFC 2104, 3: no shorter than that). */
export const newOcraKey = (): string => new Secret({ size: 32 }).base32;

/** The key's bytes; throws for text that is not base32 or is under 128 bits (RFC 4226, 4: R6). */
export function ocraKeyBytes(base32: string): Uint8Array {
  const text = base32.trim().toUpperCase();
  if (!BASE32.test(text)) throw new Error('the key is not base32 (letters A-Z and digits 2-7)');
  const bytes = Secret.fromBase32(text).bytes;
  if (bytes.length < 16) throw new Error('the key is shorter than 128 bits');
  return bytes;
}

export function ocraQrText(qr: OcraQr): string {
  const params = new URLSearchParams({ suite: qr.suite, q: qr.question, user: qr.user, issuer: qr.issuer });
  if (qr.secret) params.set('secret', qr.secret);
  return `ocra://challenge?${params.toString()}`;
}

/** Reads a QR code's text; throws with the reason for anything that is not a challenge of a known suite. */
export function parseOcraQr(text: string): OcraQr {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error('not an ocra:// challenge');
  }
  if (url.protocol !== 'ocra:' || url.hostname !== 'challenge') throw new Error('not an ocra:// challenge');
  const param = (name: string) => url.searchParams.get(name);
  const suite = parseOcraSuite(param('suite') ?? '');
  const question = param('q') ?? '';
  const { format, length } = suite.question;
  const shape = format === 'N' ? /^\d+$/ : format === 'H' ? /^[0-9a-f]+$/i : /^.+$/;
  if (!shape.test(question) || question.length > length) throw new Error(`no challenge for ${suite.text}`);
  const secret = param('secret');
  if (secret !== null) ocraKeyBytes(secret);
  return { suite: suite.text, question, user: param('user') ?? '', issuer: param('issuer') ?? '', secret };
}

/**
 * The QR as a GIF data URL drawn by the library, with the 4-module quiet zone ISO/IEC 18004 asks: 3 pixels a
 * module (about 180 px) reads from a screen without scaling; the library writes GIF uncompressed, so each step
 * up costs tens of kilobytes (scale 4: 80 kB of base64).
 */
export const ocraQrImage = (qr: OcraQr): string =>
  encodeQR(ocraQrText(qr), 'data-url', { ecc: 'medium', border: 4, scale: 3 });
