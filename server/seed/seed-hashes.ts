/**
 * The demo users' password and secret-answer hashes, made once for the seeded servers of an end-to-end run:
 * eight of them seed the demo tenant at once, beside Vitest, and each would derive the same keys at production
 * cost (about 7 of its 19 CPU-s to start). The run's launcher writes the file (e2e/support/start-servers.ts)
 * before it starts them with SEED_HASHES; a server seeds what it finds there and hashes the rest itself, so a
 * stale file costs time, never a wrong password. The file holds hashes of the demo's published passwords, keyed
 * by a digest of each, with the salts they were made with: no production server reads one (server/main.ts).
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import * as z from 'zod/mini';
import type { KdfCost } from '../crypto/kdf-cost';
import { hashPassword, type HashAlgorithm } from '../crypto/password-hash';
import { hashSecretAnswer } from '../features/reset-password/secret-answer';
import { demoBranchUsers } from './demo-branch';
import { chainUsers } from './demo-composite';
import { demoUsers, e2eCopies, type DemoUser } from './demo-users';

export const SeedHashes = z.record(z.string(), z.string());
export type SeedHashes = z.infer<typeof SeedHashes>;

/** Where a secret's hash is in the file: the cost and the kind of hash, and a digest of the secret. */
export const seedHashKey = (secret: string, kind: HashAlgorithm | 'answer', cost: KdfCost) =>
  `${cost.name}:${kind}:${createHash('sha256').update(secret).digest('base64url')}`;

/**
 * Each user's password hash, and the secret answers hashed like passwords: those `known` has, then made. Each
 * item comes back with its `hashes`.
 */
export const hashUsers = <T extends { user: DemoUser }>(items: T[], cost: KdfCost, known: SeedHashes = {}) =>
  Promise.all(items.map(async (item) => ({ ...item, hashes: await hashUser(item.user, cost, known) })));

const hashUser = async (user: DemoUser, cost: KdfCost, known: SeedHashes) => ({
  password:
    known[seedHashKey(user.password, user.algorithm ?? 'scrypt', cost)] ??
    (await hashPassword(user.password, cost, user.algorithm)),
  answers: await Promise.all(
    (user.secretQuestions ?? []).map(
      async (q) => known[seedHashKey(q.answer, 'answer', cost)] ?? (await hashSecretAnswer(q.answer, cost)),
    ),
  ),
});

/** Every user any seed makes: the demo tenant's with the e2e copies and the chains' users, and the branch's. */
const everySeededUser = (): DemoUser[] => [...demoUsers, ...e2eCopies(), ...chainUsers(), ...demoBranchUsers];

/** Writes the hashes of every seeded user's password and answers at `cost` (tmp file, then renamed). */
export async function writeSeedHashes(path: string, cost: KdfCost): Promise<void> {
  const hashed = await hashUsers(
    everySeededUser().map((user) => ({ user })),
    cost,
  );
  const entries = hashed.flatMap(({ user, hashes }) => [
    [seedHashKey(user.password, user.algorithm ?? 'scrypt', cost), hashes.password],
    ...(user.secretQuestions ?? []).flatMap((q, at) => {
      const hash = hashes.answers[at];
      return hash ? [[seedHashKey(q.answer, 'answer', cost), hash]] : [];
    }),
  ]);
  await writeFile(`${path}.tmp`, JSON.stringify(Object.fromEntries(entries)));
  await rename(`${path}.tmp`, path);
}

/** The file's hashes; none when it is missing or unreadable (the seed then hashes every secret itself). */
export async function readSeedHashes(path: string): Promise<SeedHashes> {
  const text = await readFile(path, 'utf8').catch(() => '{}');
  let json: unknown = {};
  try {
    json = JSON.parse(text);
  } catch {
    // A file cut short: the seed hashes every secret itself.
  }
  const parsed = SeedHashes.safeParse(json);
  return parsed.success ? parsed.data : {};
}
