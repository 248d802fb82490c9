import { describe, expect, it } from 'vitest';
import { ResetResultResponse } from '../../../schemas/reset-password.schema';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { getJson } from '../../test/http';
import {
  invalidMessage,
  outboxCode,
  provedToken,
  resetClient,
  startReset,
} from '../../test/reset-password-client';
import { hasLoginFailures, insertTestAccount, setAccountStatus } from '../../test/inspect.repo';
import {
  encryptedFields,
  errorDescription,
  login,
  loginToken,
  newClientToken,
  seedUserToken,
  solvedCaptcha,
} from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';

// POST forgot_password/submit over HTTP, after a reset proved by a code from the development outbox.
const server = useTestServer();
const call = () => resetClient(server.url);
const NEW_PASSWORD = 'Renewed#2024x';

const result = (response: { body: unknown }) => ResetResultResponse.parse(response.body).data.resultDto;
const submit = (resetToken: string, password = NEW_PASSWORD, overrides?: Record<string, unknown>) =>
  call().submit(resetToken, password, overrides);
const mailAccount = async (username: string) => {
  await insertTestAccount(server.db, { username, email: `${username}@reset.example.com` });
  return `${username}@reset.example.com`;
};
/** A reset of `username` proved by the code mailed to `address`: the new token it goes on with. */
const provedReset = async (username: string, address: string) => {
  const { resetToken } = await startReset(server.url, username);
  await call().obtainCode(resetToken, 'email');
  return provedToken(await call().verifyCode(resetToken, 'email', await outboxCode(server.url, address)));
};

describe('a reset that is proved', () => {
  it('sets the password, ends every session and the login lock, and is used up', async () => {
    const before = await seedUserToken(server.url, 'resetmail');
    const other = await startReset(server.url, 'resetmail');
    for (let i = 0; i < 5; i++) {
      await login(server.url, 'ResetMail', 'Wrong#2024x', await solvedCaptcha(server.url));
    }
    const locked = await login(
      server.url,

      'resetmail',
      'Resetmail@123456',
      await solvedCaptcha(server.url),
    );
    expect(errorDescription(locked)).toBe('user_locked');

    const resetToken = await provedReset('resetmail', 'resetmail@demo.example.com');
    expect(result(await submit(resetToken))).toEqual({ result: true, errorMessage: null });

    expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_password_info`, before)).status).toBe(401);
    expect(await hasLoginFailures(server.db, 'demo', 'resetmail')).toBe(false);
    expect(await loginToken(server.url, 'resetmail', NEW_PASSWORD)).toBeTruthy();
    const old = await login(
      server.url,

      'resetmail',
      'Resetmail@123456',
      await solvedCaptcha(server.url),
    );
    expect(errorDescription(old)).toBe('invalid_password');
    // The reset cannot set a password again, nor can another reset of the user started before.
    expect(result(await submit(resetToken, 'Another#2024x'))).toEqual({
      result: false,
      errorMessage: REFUSALS.expired,
    });
    expect(result(await submit(other.resetToken, 'Another#2024x'))).toEqual({
      result: false,
      errorMessage: REFUSALS.expired,
    });
  });

  it('refuses a password against the policy, or breached, and takes a good one after', async () => {
    const resetToken = await provedReset('resetphone', 'resetphone@demo.example.com');
    for (const [password, code] of [
      ['Ab1!', 'password.policy.minLength'],
      ['abcdefgh1!', 'password.policy.policyType'],
      ['Xresetphone1@', 'password.policy.containsUsername'],
      ['P@ssw0rd', 'password.WeakPassword'],
    ] as const) {
      expect(invalidMessage(await submit(resetToken, password))).toBe(code);
    }
    expect(result(await submit(resetToken))).toEqual({ result: true, errorMessage: null });
  });

  it('refuses a replayed client token, and a password that does not decrypt', async () => {
    const resetToken = await provedReset('replay1', await mailAccount('replay1'));
    const clientToken = newClientToken();
    expect(invalidMessage(await submit(resetToken, 'Ab1!', { clientToken }))).toBe(
      'password.policy.minLength',
    );
    expect(invalidMessage(await submit(resetToken, NEW_PASSWORD, { clientToken }))).toBe(REFUSALS.replayed);
    expect(invalidMessage(await submit(resetToken, NEW_PASSWORD, { password: 'beef' }))).toBe(
      REFUSALS.undecryptable,
    );
    expect(invalidMessage(await submit(resetToken, NEW_PASSWORD, { sm2_code: 'other' }))).toBe(
      REFUSALS.undecryptable,
    );
  });
});

describe('a password sent once', () => {
  it('is not taken again: the ciphertext of a refused submit, sent once the reset is proved, is refused', async () => {
    const address = await mailAccount('replay2');
    const { resetToken } = await startReset(server.url, 'replay2');
    const captured = await encryptedFields(server.url, NEW_PASSWORD);
    expect(invalidMessage(await submit(resetToken, NEW_PASSWORD, captured))).toBe(REFUSALS.notVerified);
    const proved = await provedReset('replay2', address);
    expect(invalidMessage(await submit(proved, NEW_PASSWORD, captured))).toBe(REFUSALS.undecryptable);
    expect(result(await submit(proved))).toEqual({ result: true, errorMessage: null });
  });
});

describe('a reset that may not set a password', () => {
  it('is refused before its account is proved', async () => {
    const { resetToken } = await startReset(server.url, 'resetquestion');
    expect(invalidMessage(await submit(resetToken))).toBe(REFUSALS.notVerified);
  });

  it('ends with result false: unknown, older than 30 minutes, or of an account no longer active', async () => {
    expect(result(await submit('z'.repeat(43)))).toEqual({ result: false, errorMessage: REFUSALS.expired });
    const late = await provedReset('late1', await mailAccount('late1'));
    server.clock.advance(30 * 60_000 + 1000);
    expect(result(await submit(late))).toEqual({ result: false, errorMessage: REFUSALS.expired });

    const gone = await provedReset('gone1', await mailAccount('gone1'));
    await setAccountStatus(server.db, 'gone1', 'disabled');
    expect(result(await submit(gone))).toEqual({ result: false, errorMessage: REFUSALS.noAccount });
  });
});
