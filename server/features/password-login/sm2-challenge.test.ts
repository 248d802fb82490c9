import { expect, it } from 'vitest';
import { hasLoginFailures } from '../../test/inspect.repo';
import {
  errorDescription as description,
  encryptPassword,
  fetchSm2Key,
  restTokenBody,
  sendRestToken,
  solvedCaptcha,
} from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';

// Issue 17: a password ciphertext is bound to the one-time challenge sm2_key answered as its `code`, so one
// seen once (a log, a proxy) signs in no one again. A stale challenge (used, expired, forged, of another key,
// or not the one the ciphertext was made for) is refused as `invalid_parameter` before any password is checked:
// it counts no wrong password, or whoever replays could lock the account.
const server = useTestServer();
const TEN_MINUTES = 10 * 60_000;

it('a captured rest_token body signs in once: the replay is refused, and counts no failure', async () => {
  const captured = await restTokenBody(server.url, 'demo', 'Demo@123456');
  expect((await sendRestToken(server.url, captured)).status).toBe(200);
  expect(description(await sendRestToken(server.url, captured))).toBe('invalid_parameter');
  expect(await hasLoginFailures(server.db, 'demo', 'demo')).toBe(false);
});

it("a wrong password's ciphertext counts once: replayed with solved captchas it cannot lock the account", async () => {
  const captured = await restTokenBody(server.url, 'developer', 'Wrong@123456');
  expect(description(await sendRestToken(server.url, captured))).toBe('invalid_password');
  for (let i = 0; i < 5; i++) {
    const replay = { ...captured, ...(await solvedCaptcha(server.url)) };
    expect(description(await sendRestToken(server.url, replay))).toBe('invalid_parameter');
  }
  const login = await restTokenBody(
    server.url,
    'developer',
    'Developer@123456',
    await solvedCaptcha(server.url),
  );
  expect((await sendRestToken(server.url, login)).status).toBe(200);
});

it('two copies of one body sent at once sign in once', async () => {
  const captured = await restTokenBody(server.url, 'admin', 'Admin@123456');
  const answers = await Promise.all([0, 1, 2].map(() => sendRestToken(server.url, captured)));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
});

it('a ciphertext moved to another fresh code is refused, and its own code still takes it', async () => {
  const captured = await restTokenBody(server.url, 'spuser', 'Spuser@123456');
  const other = await fetchSm2Key(server.url);
  expect(description(await sendRestToken(server.url, { ...captured, sm2_code: other.code }))).toBe(
    'invalid_parameter',
  );
  expect(await hasLoginFailures(server.db, 'demo', 'spuser')).toBe(false);
  expect((await sendRestToken(server.url, captured)).status).toBe(200);
});

it('a forged code is refused: another MAC, a later expiry, another key, or no challenge at all', async () => {
  const { code, publicKey } = await fetchSm2Key(server.url);
  const [keyCode = '', expiry = '', nonce = '', mac = ''] = code.split('.');
  const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
  const forgeries = [
    [keyCode, expiry, nonce, flipped],
    [keyCode, String(Number(expiry) + 3600), nonce, mac],
    ['0'.repeat(keyCode.length), expiry, nonce, mac],
  ].map((parts) => parts.join('.'));
  for (const forged of [...forgeries, keyCode, 'other']) {
    // Each made as a client would that knows the password: only the challenge is wrong.
    const body = await restTokenBody(server.url, 'sptwofactor', 'x', {
      password: encryptPassword({ code: forged, publicKey }, 'Sptwofactor@123456'),
      sm2_code: forged,
    });
    expect(description(await sendRestToken(server.url, body)), forged).toBe('invalid_parameter');
  }
  expect(await hasLoginFailures(server.db, 'demo', 'sptwofactor')).toBe(false);
});

it('a code lives ten minutes', async () => {
  const [early, late] = await Promise.all([
    restTokenBody(server.url, 'smsuser', 'Smsuser@123456'),
    restTokenBody(server.url, 'smsuser', 'Smsuser@123456'),
  ]);
  server.clock.advance(TEN_MINUTES - 10_000);
  expect((await sendRestToken(server.url, early)).status).toBe(200);
  server.clock.advance(20_000);
  expect(description(await sendRestToken(server.url, late))).toBe('invalid_parameter');
  expect(await hasLoginFailures(server.db, 'demo', 'smsuser')).toBe(false);
});
