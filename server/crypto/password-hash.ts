import { pbkdf2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { KdfCost } from './kdf-cost';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;
const pbkdf2Async = promisify(pbkdf2);

const KEY_LENGTH = 32;
// scrypt needs 128·N·r bytes; Node's default 32 MiB cap is exactly that, so leave room.
const maxmem = (N: number, r: number) => 256 * N * r;

export type HashAlgorithm = 'scrypt' | 'pbkdf2-sha256';
/** Every kind this server reads: scrypt, the current one, and PBKDF2-SHA256, the older one. */
export const HASH_ALGORITHMS: readonly HashAlgorithm[] = ['scrypt', 'pbkdf2-sha256'];

/**
 * Hashes with a fresh salt at `cost` (kdf-cost.ts); the parameters travel inside the stored string so they can
 * change later.
 */
export async function hashPassword(
  password: string,
  cost: KdfCost,
  algorithm: HashAlgorithm = 'scrypt',
): Promise<string> {
  const salt = randomBytes(16);
  if (algorithm === 'pbkdf2-sha256') {
    const iterations = cost.pbkdf2Iterations;
    const key = await pbkdf2Async(password, salt, iterations, KEY_LENGTH, 'sha256');
    return ['pbkdf2-sha256', iterations, salt.toString('base64'), key.toString('base64')].join('$');
  }
  const { N, r, p } = cost.scrypt;
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A stored hash as this server reads it. */
type ParsedHash =
  | { algorithm: 'scrypt'; N: number; r: number; p: number; salt: Buffer; expected: Buffer }
  | { algorithm: 'pbkdf2-sha256'; iterations: number; salt: Buffer; expected: Buffer };

/** Null for a hash this server does not read: malformed, empty, or of fewer iterations than `cost` writes. */
function parseHash(stored: string, cost: KdfCost): ParsedHash | null {
  const parts = stored.split('$');
  const bytes = (index: number) => Buffer.from(parts[index] ?? '', 'base64');
  let hash: ParsedHash | null = null;
  if (parts[0] === 'scrypt' && parts.length === 6) {
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    hash = { algorithm: 'scrypt', N, r, p, salt: bytes(4), expected: bytes(5) };
  } else if (parts[0] === 'pbkdf2-sha256' && parts.length === 4) {
    const iterations = Number(parts[1]);
    if (iterations >= cost.pbkdf2Iterations) {
      hash = { algorithm: 'pbkdf2-sha256', iterations, salt: bytes(2), expected: bytes(3) };
    }
  }
  return hash && hash.expected.length > 0 ? hash : null;
}

function derive(password: string, hash: ParsedHash): Promise<Buffer> {
  if (hash.algorithm === 'pbkdf2-sha256') {
    return pbkdf2Async(password, hash.salt, hash.iterations, hash.expected.length, 'sha256');
  }
  const { N, r, p } = hash;
  return scryptAsync(password, hash.salt, hash.expected.length, { N, r, p, maxmem: maxmem(N, r) });
}

export async function verifyPassword(password: string, stored: string, cost: KdfCost): Promise<boolean> {
  const hash = parseHash(stored, cost);
  return hash !== null && timingSafeEqual(hash.expected, await derive(password, hash));
}

/** The kind of a stored hash, or null for one this server (at `cost`) does not read. */
export const hashAlgorithmOf = (stored: string, cost: KdfCost): HashAlgorithm | null =>
  parseHash(stored, cost)?.algorithm ?? null;

/** Whether `stored` is of the kind and parameters `hashPassword` writes now at `cost`. */
export const isCurrentHash = (stored: string, cost: KdfCost): boolean =>
  stored.startsWith(['scrypt', cost.scrypt.N, cost.scrypt.r, cost.scrypt.p, ''].join('$'));
