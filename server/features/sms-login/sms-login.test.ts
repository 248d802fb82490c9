import { describe, expect, it } from 'vitest';
import { envelope } from '../../../schemas/envelope.schema';
import { SMS_LOGIN_CODES as CODES, SMS_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { UserSettingInfoResponse } from '../../../schemas/session.schema';
import { SmsCodeSentResponse, SmsLoggedIn, SmsLoginInfoResponse } from '../../../schemas/sms-login.schema';
import { outboxCode, refusalOf } from '../../test/reset-password-client';
import { getJson, type JsonResponse } from '../../test/http';
import { login, solvedCaptcha } from '../../test/login-client';
import { insertTestAccount } from '../../test/inspect.repo';
import { smsLoginClient } from '../../test/sms-login-client';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

const SmsTokenResponse = envelope(SmsLoggedIn);

// The SMS code login over HTTP; codes are read from the development outbox. Each test that counts (countdown,
// caps, lock) has a number and a client address of its own: the counts are the number's and the address's.
const server = useTestServer({ trustProxy: true });
const MINUTE = 60_000;
const LOCK_MINUTES = 15; // the demo tenant's lockTimeMinutes (the default)

let numbers = 0;
/** A fresh account of the demo tenant with a phone of its own, and a client calling from its own address. */
const account = async (status = 'active') => {
  numbers += 1;
  const phone = `1390000${String(numbers).padStart(4, '0')}`;
  await insertTestAccount(server.db, { username: `sms-${numbers}`, email: null, phoneNumber: phone, status });
  return { phone, username: `sms-${numbers}`, call: smsLoginClient(server.url, `198.51.100.${numbers}`) };
};
type Call = ReturnType<typeof smsLoginClient>;

/** Sends a code to `phone`, which must succeed, and reads it from the outbox. */
const sentCode = async (call: Call, phone: string) => {
  expect(SmsCodeSentResponse.parse((await call.sendCode(phone)).body).data).toEqual({
    resendAfter: 60,
    validMinutes: 5,
  });
  return outboxCode(server.url, phone);
};
const token = (response: { body: unknown }) => SmsTokenResponse.parse(response.body).data.access_token;
/** A refusal: SPEC 8's code, or the message of an InvalidParameter. */
const refusal = (response: JsonResponse) => {
  const { code, message } = refusalOf(response);
  return code === 'InvalidParameter' ? message : code;
};
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('the SMS login', () => {
  it('signs the number in with the texted code: a token for the session calls', async () => {
    const call = smsLoginClient(server.url, '192.0.2.10');
    const code = await sentCode(call, '13800138030');
    expect(code).toMatch(/^\d{6}$/);
    const bearer = token(await call.login('13800138030', code));
    const info = await getJson(`${server.url}/api/bff/v1.2/commons/user_setting_info`, bearer);
    expect(UserSettingInfoResponse.parse(info.body).data).toEqual({
      user2factor: false,
      locked: false,
      compositeSteps: false,
    });
  });

  it('says whether a code costs the captcha, and refuses a missing or wrong one', async () => {
    const { phone, call } = await account();
    expect(SmsLoginInfoResponse.parse((await call.info()).body).data).toEqual({ showCaptcha: true });
    expect(refusal(await call.sendCode(phone, { key: null, captcha: null }))).toBe(CODES.wrongCaptcha);
    expect(refusal(await call.sendCode(phone, { captcha: 'NOPE' }))).toBe(CODES.wrongCaptcha);
    await updateTenantSettings(server.db, 'demo', { smsLoginCaptcha: false });
    try {
      expect(SmsLoginInfoResponse.parse((await call.info()).body).data).toEqual({ showCaptcha: false });
      expect(SmsCodeSentResponse.safeParse((await call.sendCode(phone, { key: null })).body).success).toBe(
        true,
      );
    } finally {
      await updateTenantSettings(server.db, 'demo', { smsLoginCaptcha: true });
    }
  });

  it('refuses a number that is not one, a number no account has, and a form the page would not send', async () => {
    const call = smsLoginClient(server.url, '192.0.2.11');
    expect(refusal(await call.sendCode('12345'))).toBe(REFUSALS.invalidPhone);
    expect(refusal(await call.login('12345', '123456'))).toBe(REFUSALS.invalidPhone);
    expect(refusal(await call.sendCode('13999999999'))).toBe(CODES.noAccount);
    expect(refusal(await call.login('13999999999', '123456'))).toBe(CODES.noAccount);
    expect(refusal(await call.login('13800138030', '123456', { clientId: 'someone-else' }))).toMatch(
      /clientId/,
    );
    const malformed = await call.sendCode('13800138030', { phoneNumber: 13800138030 });
    expect(malformed.status).toBe(200);
    expect(refusal(malformed)).toMatch(/phoneNumber/);
  });
});

describe('sending', () => {
  it('refuses a second code within 60 s; after them the replaced code is expired and the new one signs in', async () => {
    const { phone, call } = await account();
    const first = await sentCode(call, phone);
    expect(refusal(await call.sendCode(phone))).toBe(REFUSALS.resendTooSoon);
    server.clock.advance(61_000);
    const second = await sentCode(call, phone);
    expect(second).not.toBe(first);
    expect(refusal(await call.login(phone, first))).toBe(REFUSALS.expiredCode);
    expect(token(await call.login(phone, second))).toBeTruthy();
  });

  it('sends at most ten codes a day to a number, and thirty from one client address', async () => {
    const three = [await account(), await account(), await account()];
    const from = smsLoginClient(server.url, '203.0.113.7');
    for (let round = 0; round < 10; round++) {
      for (const { phone } of three) {
        expect(SmsCodeSentResponse.safeParse((await from.sendCode(phone)).body).success).toBe(true);
      }
      server.clock.advance(61_000);
    }
    const fourth = await account();
    expect(refusal(await from.sendCode(fourth.phone))).toBe(REFUSALS.dailyLimit);
    expect(SmsCodeSentResponse.safeParse((await fourth.call.sendCode(fourth.phone)).body).success).toBe(true);
    expect(refusal(await fourth.call.sendCode(three[0]?.phone ?? ''))).toBe(REFUSALS.dailyLimit);
    server.clock.advance(24 * 60 * MINUTE);
    expect(SmsCodeSentResponse.safeParse((await from.sendCode(fourth.phone)).body).success).toBe(true);
  });
});

describe('a code passes once, within its 5 minutes', () => {
  it('refuses the same code a second time', async () => {
    const { phone, call } = await account();
    const code = await sentCode(call, phone);
    expect(token(await call.login(phone, code))).toBeTruthy();
    expect(refusal(await call.login(phone, code))).toBe(REFUSALS.expiredCode);
  });

  it('refuses a code older than 5 minutes', async () => {
    const { phone, call } = await account();
    const code = await sentCode(call, phone);
    server.clock.advance(5 * MINUTE + 1000);
    expect(refusal(await call.login(phone, code))).toBe(REFUSALS.expiredCode);
  });

  it('gives the same code sent twice at once one token', async () => {
    const { phone, call } = await account();
    const code = await sentCode(call, phone);
    const answers = await Promise.all([1, 2].map(() => call.login(phone, code)));
    expect(answers.filter((answer) => SmsTokenResponse.safeParse(answer.body).success)).toHaveLength(1);
  });
});

describe('wrong codes', () => {
  it("lock the number after five, for sending too, until the tenant's lock time has passed", async () => {
    const { phone, call } = await account();
    const code = await sentCode(call, phone);
    for (let i = 0; i < 4; i++)
      expect(refusal(await call.login(phone, otherThan(code)))).toBe(CODES.wrongCode);
    expect(refusal(await call.login(phone, otherThan(code)))).toBe(REFUSALS.locked);
    expect(refusal(await call.login(phone, code))).toBe(REFUSALS.locked);
    server.clock.advance(61_000);
    expect(refusal(await call.sendCode(phone))).toBe(REFUSALS.locked);
    server.clock.advance(LOCK_MINUTES * MINUTE);
    expect(token(await call.login(phone, await sentCode(call, phone)))).toBeTruthy();
  });
});

describe('the account of the number', () => {
  it.each(['disabled', 'pending'])('%s: the right code does not sign it in', async (status) => {
    const { phone, call } = await account(status);
    expect(refusal(await call.login(phone, await sentCode(call, phone)))).toBe(REFUSALS.accountUnavailable);
  });

  it('locked by wrong passwords: the right code does not sign it in', async () => {
    const { phone, username, call } = await account();
    await login(server.url, username, 'wrong');
    for (let i = 0; i < 4; i++) await login(server.url, username, 'wrong', await solvedCaptcha(server.url));
    expect(refusal(await call.login(phone, await sentCode(call, phone)))).toBe(REFUSALS.locked);
  });
});
