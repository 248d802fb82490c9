import { describe, expect, it } from 'vitest';
import {
  CodeObtainedResponse,
  CodeVerifiedResponse,
  ResetResultResponse,
} from '../../../schemas/reset-password.schema';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import {
  invalidMessage,
  openSToken,
  outboxCode,
  provedToken,
  resetClient,
  startReset,
} from '../../test/reset-password-client';
import { insertTestAccount } from '../../test/inspect.repo';
import { useTestServer } from '../../test/use-test-server';

// forgot_password/obtain_code and verify_code over HTTP; the codes are read from the development outbox. Each
// test that counts (countdown, cap, lock) has an account of its own: the counts are the user's, not the reset's.
const server = useTestServer();
const call = () => resetClient(server.url);
const MINUTE = 60_000;
const LOCK_MINUTES = 15; // the demo tenant's lockTimeMinutes (the default)

const mailAccount = async (username: string) => {
  await insertTestAccount(server.db, { username, email: `${username}@reset.example.com` });
  return `${username}@reset.example.com`;
};
/** A code sent by e-mail for a fresh reset of `username`: the reset token and the code the mail carries. */
const mailedCode = async (username: string, address: string) => {
  const { resetToken } = await startReset(server.url, username);
  expect(CodeObtainedResponse.parse((await call().obtainCode(resetToken, 'email')).body).data).toEqual({
    resendAfter: 60,
    validMinutes: 10,
  });
  return { resetToken, code: await outboxCode(server.url, address) };
};
const sToken = (response: { body: unknown }) => CodeVerifiedResponse.parse(response.body).data.sToken ?? '';
/** What an sToken opens to under `resetToken`, or null when it does not open at all. */
const opened = (sealed: string, resetToken: string) => {
  try {
    return openSToken(sealed, resetToken);
  } catch {
    return null;
  }
};
const submitted = async (resetToken: string) =>
  ResetResultResponse.parse((await call().submit(resetToken, 'Renewed#2024x')).body).data.resultDto;

describe('a code by e-mail or SMS', () => {
  it('mails a 6-digit code to the account, and the right one answers an sToken that opens to it', async () => {
    const { resetToken, code } = await mailedCode('resetmail', 'resetmail@demo.example.com');
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call().verifyCode(resetToken, 'email', code);
    expect(openSToken(sToken(verified), resetToken)).toBe(code);
  });

  it('texts the code to the phone, checked by the way it was sent', async () => {
    const { resetToken } = await startReset(server.url, 'resetphone');
    expect(CodeObtainedResponse.safeParse((await call().obtainCode(resetToken, 'phone')).body).success).toBe(
      true,
    );
    const code = await outboxCode(server.url, '13800138020');
    expect(invalidMessage(await call().verifyCode(resetToken, 'email', code))).toBe(REFUSALS.expiredCode);
    expect(openSToken(sToken(await call().verifyCode(resetToken, 'phone', code)), resetToken)).toBe(code);
  });

  it('refuses a way the account does not have, and a reset token that is unknown or malformed', async () => {
    const { resetToken } = await startReset(server.url, 'resetmail');
    expect(invalidMessage(await call().obtainCode(resetToken, 'phone'))).toBe(REFUSALS.unavailable);
    expect(invalidMessage(await call().verifyCode(resetToken, 'phone', '123456'))).toBe(REFUSALS.unavailable);
    expect(invalidMessage(await call().obtainCode('x'.repeat(43), 'email'))).toBe(REFUSALS.expired);
    expect(invalidMessage(await call().obtainCode('short', 'email'))).toBe(REFUSALS.expired);
  });
});

describe('resending', () => {
  it('refuses a second code within 60 s; after them the old code is expired, not counted', async () => {
    const address = await mailAccount('resend1');
    const { resetToken, code: first } = await mailedCode('resend1', address);
    expect(invalidMessage(await call().obtainCode(resetToken, 'email'))).toBe(REFUSALS.resendTooSoon);
    // A new reset does not start the countdown again.
    const { resetToken: again } = await startReset(server.url, 'resend1');
    expect(invalidMessage(await call().obtainCode(again, 'email'))).toBe(REFUSALS.resendTooSoon);
    server.clock.advance(61_000);
    expect((await call().obtainCode(resetToken, 'email')).body).toMatchObject({ success: true });
    const second = await outboxCode(server.url, address);
    expect(second).not.toBe(first);
    // Five stale codes and four wrong ones lock nothing: only the fifth wrong one does.
    for (let i = 0; i < 5; i++) {
      expect(invalidMessage(await call().verifyCode(resetToken, 'email', first))).toBe(REFUSALS.expiredCode);
    }
    const wrong = first === '000000' || second === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(invalidMessage(await call().verifyCode(resetToken, 'email', wrong))).toBe(REFUSALS.wrongCode);
    }
    expect(sToken(await call().verifyCode(resetToken, 'email', second))).toBeTruthy();
  });

  it('sends at most ten codes a day to a user', async () => {
    const address = await mailAccount('daily1');
    const { resetToken } = await startReset(server.url, 'daily1');
    for (let i = 0; i < 10; i++) {
      expect((await call().obtainCode(resetToken, 'email')).body).toMatchObject({ success: true });
      server.clock.advance(61_000);
    }
    expect(invalidMessage(await call().obtainCode(resetToken, 'email'))).toBe(REFUSALS.dailyLimit);
    expect(await outboxCode(server.url, address)).toMatch(/^\d{6}$/);
  });
});

describe('a code passes once, within its 10 minutes', () => {
  it('refuses the same code a second time, by the proved reset or another reset of the user', async () => {
    const address = await mailAccount('once1');
    const { resetToken, code } = await mailedCode('once1', address);
    const proved = provedToken(await call().verifyCode(resetToken, 'email', code));
    expect(invalidMessage(await call().verifyCode(proved, 'email', code))).toBe(REFUSALS.expiredCode);
    // The token sent names no reset any more.
    expect(invalidMessage(await call().verifyCode(resetToken, 'email', code))).toBe(REFUSALS.expired);
    const { resetToken: other } = await startReset(server.url, 'once1');
    expect(invalidMessage(await call().verifyCode(other, 'email', code))).toBe(REFUSALS.expiredCode);
  });

  it('refuses a code older than 10 minutes as expired', async () => {
    const address = await mailAccount('late1');
    const { resetToken, code } = await mailedCode('late1', address);
    server.clock.advance(10 * MINUTE + 1000);
    expect(invalidMessage(await call().verifyCode(resetToken, 'email', code))).toBe(REFUSALS.expiredCode);
  });

  it('takes the same code sent twice at once once', async () => {
    const address = await mailAccount('race1');
    const { resetToken, code } = await mailedCode('race1', address);
    const answers = await Promise.all([1, 2].map(() => call().verifyCode(resetToken, 'email', code)));
    const passed = answers.filter((answer) => CodeVerifiedResponse.safeParse(answer.body).success);
    expect(passed).toHaveLength(1);
  });
});

describe('wrong codes', () => {
  it("lock the user's codes after five, a new reset too, until the tenant's lock time has passed", async () => {
    const address = await mailAccount('guess1');
    const { resetToken, code } = await mailedCode('guess1', address);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(invalidMessage(await call().verifyCode(resetToken, 'email', wrong))).toBe(REFUSALS.wrongCode);
    }
    expect(invalidMessage(await call().verifyCode(resetToken, 'email', wrong))).toBe(REFUSALS.locked);
    expect(invalidMessage(await call().verifyCode(resetToken, 'email', code))).toBe(REFUSALS.locked);
    const { resetToken: fresh } = await startReset(server.url, 'guess1');
    server.clock.advance(61_000);
    expect(invalidMessage(await call().obtainCode(fresh, 'email'))).toBe(REFUSALS.locked);
    expect(invalidMessage(await call().verifyCode(fresh, 'email', code))).toBe(REFUSALS.locked);

    server.clock.advance(LOCK_MINUTES * MINUTE);
    expect((await call().obtainCode(fresh, 'email')).body).toMatchObject({ success: true });
    const after = await outboxCode(server.url, address);
    expect(sToken(await call().verifyCode(fresh, 'email', after))).toBeTruthy();
  });
});

describe('a reset proved by a code', () => {
  it('goes on with a new token: the one sent can no longer set the password, the new one can', async () => {
    const address = await mailAccount('rotate1');
    const { resetToken, code } = await mailedCode('rotate1', address);
    const proved = provedToken(await call().verifyCode(resetToken, 'email', code));
    expect(proved).not.toBe(resetToken);
    expect(proved).toMatch(/^[\w-]{43}$/);
    expect(await submitted(resetToken)).toEqual({ result: false, errorMessage: REFUSALS.expired });
    expect(invalidMessage(await call().obtainCode(resetToken, 'email'))).toBe(REFUSALS.expired);
    expect(await submitted(proved)).toEqual({ result: true, errorMessage: null });
  });

  it('answers an sToken sealed under the token sent, not under the new one', async () => {
    const address = await mailAccount('rotate2');
    const { resetToken, code } = await mailedCode('rotate2', address);
    const verified = await call().verifyCode(resetToken, 'email', code);
    const proved = provedToken(verified);
    expect(opened(sToken(verified), resetToken)).toBe(code);
    expect(opened(sToken(verified), proved)).not.toBe(code);
  });
});

describe('the reset', () => {
  it('is over after 30 minutes', async () => {
    await mailAccount('old1');
    const { resetToken } = await startReset(server.url, 'old1');
    server.clock.advance(30 * MINUTE + 1000);
    expect(invalidMessage(await call().obtainCode(resetToken, 'email'))).toBe(REFUSALS.expired);
  });
});
