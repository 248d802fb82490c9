import { describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import {
  FirstOneTimeCodeResponse,
  OtpDeviceResetResponse,
  ResetCaptchaResponse,
  SecondFactorSelectResponse,
  SmsCodeSentResponse,
} from '../../../schemas/second-factor.schema';
import { getJson, sendJson, type JsonResponse } from '../../test/http';
import { seedUserToken } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';

const BFF = '/api/bff/v1.2';
const RESET = `${BFF}/enduser/portal/resetOtpDevice`;
const PHONE = '13800138010';
const server = useTestServer();

const token = (username: string) => seedUserToken(server.url, username);
const call = {
  captcha: (bearer: string) => getJson(`${server.url}${RESET}/generateCode`, bearer),
  send: (bearer: string, cap_code: string, captcha = 'TEST') =>
    sendJson(`${server.url}${RESET}/sendSms`, { captcha, cap_code }, bearer),
  verify: (bearer: string, code: string) => sendJson(`${server.url}${RESET}/verifyCode`, { code }, bearer),
  select: (bearer: string) => getJson(`${server.url}${BFF}/2factor/select`, bearer),
  firstCode: (bearer: string) => getJson(`${server.url}${BFF}/2factor/firstly_one_time_code`, bearer),
};
const refusal = (response: JsonResponse) => {
  const failed = FailedEnvelope.parse(response.body);
  return failed.code === 'InvalidParameter' ? failed.message : failed.code;
};
const capCode = async (bearer: string) =>
  ResetCaptchaResponse.parse((await call.captcha(bearer)).body).data.cap_code;
const textedCode = async () => {
  const { body } = await getJson(`${server.url}/api/dev/outbox?recipient=${PHONE}`);
  const { messages } = body as { messages: { body: string }[] };
  return /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
};

describe('resetting a lost authenticator app (enduser/portal/resetOtpDevice)', () => {
  it('texts a code once the captcha is answered; the code unbinds the app, and this session binds a new one', async () => {
    const bearer = await token('otpreset');
    const start = ResetCaptchaResponse.parse((await call.captcha(bearer)).body).data;
    expect(start).toMatchObject({ phoneNumber: '138****8010', resendAfter: 0, captcha: /^data:image\// });
    // The app is bound, so with the password alone no other can be bound.
    expect(refusal(await call.firstCode(bearer))).toBe(REFUSALS.unavailable);

    expect(refusal(await call.send(bearer, start.cap_code, 'NOPE'))).toBe(REFUSALS.wrongCaptcha);
    expect(
      SmsCodeSentResponse.parse((await call.send(bearer, await capCode(bearer))).body).data.resendAfter,
    ).toBe(60);
    expect(refusal(await call.send(bearer, await capCode(bearer)))).toBe(REFUSALS.resendTooSoon);
    const code = await textedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(refusal(await call.verify(bearer, wrong))).toBe(REFUSALS.wrongCode);
    expect(OtpDeviceResetResponse.parse((await call.verify(bearer, code)).body).data).toEqual({
      reset: true,
    });
    expect(refusal(await call.verify(bearer, code))).toBe(REFUSALS.unavailable);

    const select = SecondFactorSelectResponse.parse((await call.select(bearer)).body).data;
    expect(select).toMatchObject({ hasCurrentDevice: false });
    expect(select.methods).toContain('otp');
    expect(FirstOneTimeCodeResponse.safeParse((await call.firstCode(bearer)).body).success).toBe(true);

    // Another session of the same user has no such grant: its phone is the factor to pass.
    const other = await token('otpreset');
    expect(refusal(await call.firstCode(other))).toBe(REFUSALS.unavailable);
  });

  it('is not offered to a user with no app bound', async () => {
    const bearer = await token('smsuser');
    expect(refusal(await call.captcha(bearer))).toBe(REFUSALS.unavailable);
    expect(refusal(await call.verify(bearer, '123456'))).toBe(REFUSALS.unavailable);
  });
});
