import * as crypto from 'node:crypto';
import { expect, it, vi } from 'vitest';
import {
  errorDescription as description,
  globalLogin,
  login,
  loginToken,
  solvedCaptcha,
} from '../../test/login-client';
import { PRODUCTION_KDF_COST } from '../../crypto/kdf-cost';
import { insertTestAccount, storedPasswordHash } from '../../test/inspect.repo';
import { useTestServer } from '../../test/use-test-server';

// rest_token tells no name from another by its time (SPEC section 8: the answers never reveal which names
// exist). Timing itself is noise in a test; the work behind it is not: every key derivation the server makes
// is recorded here, with its cost parameters.
const derivations = vi.hoisted((): string[] => []);
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return {
    ...actual,
    scrypt: (...args: Parameters<typeof actual.scrypt>) => {
      const { N, r, p } = args[3];
      derivations.push(`scrypt N=${N} r=${r} p=${p}`);
      actual.scrypt(...args);
    },
    pbkdf2: (...args: Parameters<typeof actual.pbkdf2>) => {
      derivations.push(`pbkdf2 ${args[4]} ${args[2]}`);
      actual.pbkdf2(...args);
    },
  };
});

// Production's parameters: what this file checks is the work a real server does.
const server = useTestServer({ kdfCost: PRODUCTION_KDF_COST });
// Each login derives two production-cost keys (about 0.3 CPU-s): beside a busy suite a test takes over 20 s.
vi.setConfig({ testTimeout: 60_000 });

/** The key derivations one rest_token call (or authenticate/global/login's) makes, in a stable order. */
async function derivationsOf(username: string, password: string, send = login) {
  derivations.length = 0;
  const response = await send(server.url, username, password);
  return { response, work: [...derivations].sort() };
}

const storedHash = (username: string) => storedPasswordHash(server.db, username);

it('does the same work for an unknown name, a scrypt user and a PBKDF2 user: one key of each kind', async () => {
  expect(await storedHash('developer')).toMatch(/^scrypt\$/);
  expect(await storedHash('admin')).toMatch(/^pbkdf2-sha256\$/);
  await derivationsOf('warm-up', 'Wrong@123456'); // the dummies are hashed on first use
  const unknown = await derivationsOf('no-such-user', 'Wrong@123456');
  expect(unknown.work).toEqual(['pbkdf2 sha256 210000', 'scrypt N=32768 r=8 p=1']);
  expect(description(unknown.response)).toBe('invalid_password');
  // An account whose stored hash this server does not read costs the same too.
  await insertTestAccount(server.db, { username: 'unreadable-hash', email: null });
  for (const user of ['developer', 'admin', 'unreadable-hash']) {
    const known = await derivationsOf(user, 'Wrong@123456');
    expect(description(known.response)).toBe('invalid_password');
    expect(known.work).toEqual(unknown.work);
  }
});

it("upgrades a PBKDF2 user's hash to scrypt at a right password, which signs in before and after", async () => {
  expect(await storedHash('admin')).toMatch(/^pbkdf2-sha256\$/);
  await loginToken(server.url, 'admin', 'Admin@123456');
  expect(await storedHash('admin')).toMatch(/^scrypt\$32768\$8\$1\$/);
  await loginToken(server.url, 'admin', 'Admin@123456');
  const wrong = await login(server.url, 'admin', 'Wrong@123456', await solvedCaptcha(server.url));
  expect(description(wrong)).toBe('invalid_password');
});

it('the instance-wide login does the same work for an unknown name as for a name one tenant has', async () => {
  await derivationsOf('warm-up-global', 'Wrong@123456', globalLogin);
  const unknown = await derivationsOf('no-such-user-anywhere', 'Wrong@123456', globalLogin);
  expect(unknown.work).toEqual(['pbkdf2 sha256 210000', 'scrypt N=32768 r=8 p=1']);
  expect(description(unknown.response)).toBe('invalid_password');
  // branchonly is demo-branch's alone: one comparison, as for nobody.
  const known = await derivationsOf('branchonly', 'Wrong@123456', globalLogin);
  expect(description(known.response)).toBe('invalid_password');
  expect(known.work).toEqual(unknown.work);
});
