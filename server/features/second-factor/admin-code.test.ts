import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { CaptchaResponse } from '../../../schemas/password-login.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import {
  AdminCaptchaResponse,
  SecondFactorPassedResponse,
  SecondFactorSelectResponse,
  SmsCodeSentResponse,
} from '../../../schemas/second-factor.schema';
import { smtpMailer, type Mailer } from '../../messaging/mailer';
import { getJson, sendJson, type JsonResponse } from '../../test/http';
import { seedUserToken } from '../../test/login-client';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

const BFF = '/api/bff/v1.2/2factor/authenticate/2factor_admin_otp';
const ADMIN = 'admin@idaas-demo.example';

// A real SMTP server receives the administrator's mail; it starts before the test server that sends to it.
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
const mailer: Mailer = { send: (mail) => smtpMailer(sink.url, 'IDaaS <no-reply@idaas.test>').send(mail) };
const server = useTestServer({ mailer });

const token = (username: string) => seedUserToken(server.url, username);
const call = {
  captcha: async (bearer: string) =>
    AdminCaptchaResponse.parse((await getJson(`${server.url}${BFF}/load/captcha`, bearer)).body).data,
  send: (bearer: string) => sendJson(`${server.url}${BFF}/send`, undefined, bearer),
  verify: (bearer: string, form: { verifyCode: string; captcha: string; cap_code: string }) =>
    sendJson(`${server.url}${BFF}/verify`, form, bearer),
  save: (bearer: string, authCode: string) =>
    sendJson(`${server.url}/api/bff/v1.2/2factor/save_result`, { authCode }, bearer),
};
const refusal = (response: JsonResponse) => {
  const failed = FailedEnvelope.parse(response.body);
  return failed.code === 'InvalidParameter' ? failed.message : failed.code;
};
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
const outboxCode = async () => {
  const { body } = await getJson(`${server.url}/api/dev/outbox?recipient=${ADMIN}`);
  const { messages } = body as { messages: { channel: string; body: string }[] };
  return { channel: messages[0]?.channel, code: codeIn(messages[0]?.body) };
};
/** Asks for a code and reads it from the mail the administrator received. */
const askAndRead = async (bearer: string) => {
  const before = sink.received.length;
  expect(SmsCodeSentResponse.parse((await call.send(bearer)).body).data.resendAfter).toBe(60);
  expect(sink.received).toHaveLength(before + 1);
  return codeIn(sink.received.at(-1)?.text);
};
/** A fresh captcha answered right (the test server's captchas all show TEST). */
const withCaptcha = async (bearer: string, verifyCode: string) => {
  const { cap_code } = await call.captcha(bearer);
  return { verifyCode, captcha: 'TEST', cap_code };
};

describe('a code the administrator relays (2factor_admin_otp)', () => {
  it('is offered when the tenant has an administrator', async () => {
    const select = SecondFactorSelectResponse.parse(
      (await getJson(`${server.url}/api/bff/v1.2/2factor/select`, await token('twofactor'))).body,
    ).data;
    expect(select.methods).toContain('admin');
  });

  it('mails the administrator a code once a minute, which passes once with the right captcha', async () => {
    const bearer = await token('twofactor');
    expect(await call.captcha(bearer)).toMatchObject({ resendAfter: 0, captcha: /^data:image\// });
    const code = await askAndRead(bearer);
    const mail = sink.received.at(-1);
    expect(mail?.to).toEqual([ADMIN]);
    expect(mail?.subject).toContain('twofactor');
    expect(await outboxCode()).toEqual({ channel: 'email', code });
    // The countdown holds across a reload, and the next ask waits for it. The clock is real time, which runs on
    // between the ask and this call (a second or more on a busy machine).
    const { resendAfter } = await call.captcha(bearer);
    expect(resendAfter).toBeGreaterThan(50);
    expect(resendAfter).toBeLessThanOrEqual(60);
    expect(refusal(await call.send(bearer))).toBe(REFUSALS.resendTooSoon);

    // A wrong captcha is refused before the code is looked at: the code still passes afterwards.
    const wrongCaptcha = { ...(await withCaptcha(bearer, code)), captcha: 'NOPE' };
    expect(refusal(await call.verify(bearer, wrongCaptcha))).toBe(REFUSALS.wrongCaptcha);
    // A captcha is spent by one attempt.
    const form = await withCaptcha(bearer, code);
    const passed = await call.verify(bearer, form);
    const { authCode } = SecondFactorPassedResponse.parse(passed.body).data;
    expect(refusal(await call.verify(bearer, form))).toBe(REFUSALS.wrongCaptcha);
    expect(refusal(await call.verify(bearer, await withCaptcha(bearer, code)))).toBe(REFUSALS.usedCode);
    expect((await call.save(bearer, authCode)).status).toBe(200);

    server.clock.advance(60_000);
    expect((await call.captcha(bearer)).resendAfter).toBe(0);
    await askAndRead(bearer);
  });

  it("takes only a captcha drawn for this step of this session: not the login page's, not another session's", async () => {
    const bearer = await token('twofactor');
    const other = await token('twofactor');
    const code = '123456';
    const login = CaptchaResponse.parse(
      (await getJson(`${server.url}/api/public/bff/v1.2/captcha`)).body,
    ).data;
    expect(
      refusal(await call.verify(bearer, { verifyCode: code, captcha: 'TEST', cap_code: login.code })),
    ).toBe(REFUSALS.wrongCaptcha);
    const theirs = await call.captcha(other);
    expect(
      refusal(await call.verify(bearer, { verifyCode: code, captcha: 'TEST', cap_code: theirs.cap_code })),
    ).toBe(REFUSALS.wrongCaptcha);
    // Not spent by the wrong session: its own session may still answer it.
    expect(
      refusal(await call.verify(other, { verifyCode: code, captcha: 'TEST', cap_code: theirs.cap_code })),
    ).not.toBe(REFUSALS.wrongCaptcha);
  });

  it("keeps a session step's newest captcha only: a session drawing captchas in a loop stores one", async () => {
    const bearer = await token('twofactor');
    const first = await call.captcha(bearer);
    const second = await call.captcha(bearer);
    const verifyCode = '123456';
    expect(
      refusal(await call.verify(bearer, { verifyCode, captcha: 'TEST', cap_code: first.cap_code })),
    ).toBe(REFUSALS.wrongCaptcha);
    expect(
      refusal(await call.verify(bearer, { verifyCode, captcha: 'TEST', cap_code: second.cap_code })),
    ).not.toBe(REFUSALS.wrongCaptcha);
  });

  it('refuses a wrong code, the code a resend replaced as stale, and a right one after five minutes', async () => {
    const bearer = await token('sptwofactor');
    const replaced = await askAndRead(bearer);
    server.clock.advance(60_000);
    const code = await askAndRead(bearer);
    if (replaced !== code) {
      expect(refusal(await call.verify(bearer, await withCaptcha(bearer, replaced)))).toBe(
        REFUSALS.expiredCode,
      );
    }
    const wrong = code === '000000' ? '111111' : '000000';
    expect(refusal(await call.verify(bearer, await withCaptcha(bearer, wrong)))).toBe(REFUSALS.wrongCode);
    server.clock.advance(5 * 60_000);
    expect(refusal(await call.verify(bearer, await withCaptcha(bearer, code)))).toBe(REFUSALS.expiredCode);
  });

  it('withdraws a code the mail server refused, so the user may ask again at once', async () => {
    const bearer = await token('smsuser');
    sink.refuse(true);
    try {
      expect(refusal(await call.send(bearer))).toBe(REFUSALS.deliveryFailed);
    } finally {
      sink.refuse(false);
    }
    expect((await call.captcha(bearer)).resendAfter).toBe(0);
    const code = await askAndRead(bearer);
    expect(
      SecondFactorPassedResponse.safeParse((await call.verify(bearer, await withCaptcha(bearer, code))).body)
        .success,
    ).toBe(true);
  });

  it('sends at most ten codes a day for one user', async () => {
    const bearer = await token('smsnophone');
    for (let i = 0; i < 10; i++) {
      await askAndRead(bearer);
      server.clock.advance(60_000);
    }
    expect(refusal(await call.send(bearer))).toBe(REFUSALS.dailyLimit);
    // A day later (and in a new session: the old one has run out) the user may ask again.
    server.clock.advance(24 * 60 * 60_000);
    await askAndRead(await token('smsnophone'));
  });

  it('is not offered, and refuses every call, for a tenant that does not allow it', async () => {
    const bearer = await token('otpnew');
    await updateTenantSettings(server.db, 'demo', { secondFactorMethods: ['otp', 'sms'] });
    try {
      const select = SecondFactorSelectResponse.parse(
        (await getJson(`${server.url}/api/bff/v1.2/2factor/select`, bearer)).body,
      ).data;
      expect(select.methods).not.toContain('admin');
      expect(refusal(await getJson(`${server.url}${BFF}/load/captcha`, bearer))).toBe(REFUSALS.unavailable);
      expect(refusal(await call.send(bearer))).toBe(REFUSALS.unavailable);
    } finally {
      await updateTenantSettings(server.db, 'demo', {
        secondFactorMethods: ['otp', 'sms', 'admin', 'offline'],
      });
    }
  });
});
