import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_KDF_COST, TEST_KDF_COST } from '../crypto/kdf-cost';
import { verifyPassword } from '../crypto/password-hash';
import { secretAnswerMatches } from '../features/reset-password/secret-answer';
import { demoBranchUsers } from './demo-branch';
import { chainUsers } from './demo-composite';
import { demoUsers, e2eCopies } from './demo-users';
import { hashUsers, readSeedHashes, seedHashKey, writeSeedHashes } from './seed-hashes';

const dir = mkdtempSync(join(tmpdir(), 'seed-hashes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const withAnswers = demoUsers.find((user) => user.secretQuestions?.length);
const pbkdf2User = demoUsers.find((user) => user.algorithm === 'pbkdf2-sha256');

describe("the demo users' hashes, made once for an end-to-end run's servers", () => {
  it("holds a hash of every seeded user's password and answers, each of which verifies", async () => {
    const file = join(dir, 'hashes.json');
    await writeSeedHashes(file, TEST_KDF_COST);
    const hashes = await readSeedHashes(file);
    const users = [...demoUsers, ...e2eCopies(), ...chainUsers(), ...demoBranchUsers];
    for (const user of users)
      expect(
        hashes[seedHashKey(user.password, user.algorithm ?? 'scrypt', TEST_KDF_COST)],
        user.username,
      ).toBeTruthy();
    const [first] = users;
    expect(
      await verifyPassword(
        first!.password,
        hashes[seedHashKey(first!.password, 'scrypt', TEST_KDF_COST)]!,
        TEST_KDF_COST,
      ),
    ).toBe(true);
    const stored = hashes[seedHashKey(pbkdf2User!.password, 'pbkdf2-sha256', TEST_KDF_COST)]!;
    expect(stored).toMatch(/^pbkdf2-sha256\$/);
    expect(await verifyPassword(pbkdf2User!.password, stored, TEST_KDF_COST)).toBe(true);
    const answer = withAnswers!.secretQuestions![0]!.answer;
    expect(
      await secretAnswerMatches(answer, hashes[seedHashKey(answer, 'answer', TEST_KDF_COST)]!, TEST_KDF_COST),
    ).toBe(true);
    // Digests of the secrets key the file, never the secrets.
    expect(JSON.stringify(hashes)).not.toContain(first!.password);
  });

  it('seeds the hashes it is given and makes the others, at the cost each was keyed with', async () => {
    const [given, made] = demoUsers;
    const known = { [seedHashKey(given!.password, 'scrypt', TEST_KDF_COST)]: 'scrypt$given' };
    const [givenHash, madeHash] = await hashUsers([{ user: given! }, { user: made! }], TEST_KDF_COST, known);
    expect(givenHash!.hashes.password).toBe('scrypt$given');
    expect(await verifyPassword(made!.password, madeHash!.hashes.password, TEST_KDF_COST)).toBe(true);
    // A hash made at another cost is not this cost's: the production key misses, and the seed hashes again.
    expect(seedHashKey(given!.password, 'scrypt', PRODUCTION_KDF_COST)).not.toBe(Object.keys(known)[0]);
  });

  it('reads no hashes from a file that is missing or cut short', async () => {
    expect(await readSeedHashes(join(dir, 'missing.json'))).toEqual({});
    const cut = join(dir, 'cut.json');
    writeFileSync(cut, '{"test:scrypt:abc": "scr');
    expect(await readSeedHashes(cut)).toEqual({});
  });
});
