import { pbkdf2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;
const pbkdf2Async = promisify(pbkdf2);

const KEY_LENGTH = 32;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
// OWASP's floor for PBKDF2-HMAC-SHA256.
const PBKDF2_MIN_ITERATIONS = 210_000;
// scrypt needs 128·N·r bytes; Node's default 32 MiB cap is exactly that, so leave room.
const maxmem = (N: number, r: number) => 256 * N * r;

export type HashAlgorithm = 'scrypt' | 'pbkdf2-sha256';

/** Hashes with a fresh salt; the parameters travel inside the stored string so they can change later. */
export async function hashPassword(password: string, algorithm: HashAlgorithm = 'scrypt'): Promise<string> {
  const salt = randomBytes(16);
  if (algorithm === 'pbkdf2-sha256') {
    const key = await pbkdf2Async(password, salt, PBKDF2_MIN_ITERATIONS, KEY_LENGTH, 'sha256');
    return ['pbkdf2-sha256', PBKDF2_MIN_ITERATIONS, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
  }
  const { N, r, p } = SCRYPT;
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function derive(
  password: string,
  stored: string,
): Promise<{ expected: Buffer; actual: Buffer } | null> {
  const parts = stored.split('$');
  if (parts[0] === 'scrypt' && parts.length === 6) {
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    const salt = Buffer.from(parts[4] ?? '', 'base64');
    const expected = Buffer.from(parts[5] ?? '', 'base64');
    const actual = await scryptAsync(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
    return { expected, actual };
  }
  if (parts[0] === 'pbkdf2-sha256' && parts.length === 4) {
    const iterations = Number(parts[1]);
    if (!(iterations >= PBKDF2_MIN_ITERATIONS)) return null;
    const salt = Buffer.from(parts[2] ?? '', 'base64');
    const expected = Buffer.from(parts[3] ?? '', 'base64');
    const actual = await pbkdf2Async(password, salt, iterations, expected.length, 'sha256');
    return { expected, actual };
  }
  return null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const keys = await derive(password, stored);
  return keys !== null && keys.expected.length > 0 && timingSafeEqual(keys.expected, keys.actual);
}

// Verified against when the username is unknown, so both cases cost the same time.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
