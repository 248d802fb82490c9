import { randomBytes } from 'node:crypto';
import type { KdfCost } from './kdf-cost';
import {
  HASH_ALGORITHMS,
  hashAlgorithmOf,
  hashPassword,
  verifyPassword,
  type HashAlgorithm,
} from './password-hash';

// One hash of each kind, at a cost's parameters, of a password nobody knows: made together on first use. A cache
// of what the cost derives, not state: every server of one cost may share it.
const dummies = new Map<KdfCost, Promise<Map<HashAlgorithm, string>>>();
const dummyHashes = (cost: KdfCost) => {
  let made = dummies.get(cost);
  if (!made) {
    made = Promise.all(
      HASH_ALGORITHMS.map(async (algorithm) => {
        const hash = await hashPassword(randomBytes(12).toString('hex'), cost, algorithm);
        return [algorithm, hash] as const;
      }),
    ).then((entries) => new Map(entries));
    dummies.set(cost, made);
  }
  return made;
};

/**
 * Whether `password` is the one `stored` hashes (null: no such user, or no password of its own here), by the
 * same work in every case, so the answer's time tells nobody whether a name exists or which kind of hash it
 * has. Checking the stored kind alone cannot: scrypt and PBKDF2 cost differently, by a ratio that depends on
 * the machine, so no iteration count evens them out, and an unknown name would cost whatever its dummy costs.
 * Instead one key of each kind is derived, at once: the stored hash's kind against it, every other kind
 * against its dummy. Equal for hashes of the parameters `hashPassword` writes at `cost`; any other is rehashed
 * at its owner's next sign-in (`isCurrentHash`).
 */
export async function passwordMatches(
  password: string,
  stored: string | null,
  cost: KdfCost,
): Promise<boolean> {
  const own = stored === null ? null : hashAlgorithmOf(stored, cost);
  const dummy = await dummyHashes(cost);
  const matches = await Promise.all(
    HASH_ALGORITHMS.map(async (algorithm) =>
      stored !== null && algorithm === own
        ? verifyPassword(password, stored, cost)
        : verifyPassword(password, dummy.get(algorithm) ?? '', cost).then(() => false),
    ),
  );
  return matches.includes(true);
}
