import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ApplicationCodePassedResponse } from '../../../schemas/application-code.schema';
import {
  ApplicationAuthTypeResponse,
  ApplicationTwoFactorResultResponse,
} from '../../../schemas/application-two-factor.schema';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { APPLICATION_TWO_FACTOR_REFUSALS as ERRORS, SECOND_FACTOR_REFUSALS } from '../../../schemas/refusals';
import { APPLICATION_CODE_AUTH_TYPE } from '../../../schemas/spec-constants';
import { demoCodeApplication, demoTwoFactorApplication } from '../../seed/demo-tenant';
import { newOpaqueToken } from '../../crypto/opaque-token';
import { DEMO_TOTP_SECRET } from '../../seed/demo-users';
import { getJson, sendJson } from '../../test/http';
import { seedUserToken } from '../../test/login-client';
import { testBrowser } from '../../test/test-browser';
import { advanceSteps } from '../../test/test-clock';
import { useTestServer } from '../../test/use-test-server';

const PUBLIC = '/api/public/bff/v1.2';
const BFF = '/api/bff/v1.2';
const STEP_MS = 30_000;
const server = useTestServer();

/** The code Debian's `oathtool` computes for the demo app's key at the server's time. */
const codeNow = () =>
  execFileSync(
    'oathtool',
    ['--totp', '--base32', DEMO_TOTP_SECRET, '--now', server.clock.now().toISOString()],
    { encoding: 'utf8' },
  ).trim();
/** Past every step a test has used, so the next test's codes are unused. */
const nextSteps = () => advanceSteps(server.clock, 4, STEP_MS);

let stateCounter = 0;
const request = (overrides: Record<string, unknown> = {}) => ({
  otpCode: codeNow(),
  enterpriseId: 'demo',
  applicationfactor2State: `code-state-${++stateCounter}`,
  username: 'appotp',
  purchaseId: demoCodeApplication.purchaseId,
  ...overrides,
});
const check = (body: Record<string, unknown>, path = 'plugin_application_2factor/otpcode') =>
  sendJson(`${server.url}${PUBLIC}/${path}`, body);
const refusal = (response: { body: unknown }) => FailedEnvelope.parse(response.body).message;
const passed = async (body: Record<string, unknown>, path?: string) => {
  const response = await check(body, path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ApplicationCodePassedResponse.parse(response.body).data.access_token;
};

describe('getAuthType', () => {
  const authType = async (purchaseId: string, enterpriseId = 'demo') =>
    getJson(
      `${server.url}${PUBLIC}/plugin_application_2factor/getAuthType?purchaseId=${purchaseId}&enterpriseId=${enterpriseId}`,
    );
  it('says how each application checks its users', async () => {
    const password = await authType(demoTwoFactorApplication.purchaseId);
    expect(ApplicationAuthTypeResponse.parse(password.body).data).toEqual({ authType: 'password' });
    const code = await authType(demoCodeApplication.purchaseId);
    expect(ApplicationAuthTypeResponse.parse(code.body).data).toEqual({ authType: 'otp' });
  });
  it('refuses an application the tenant does not have, or another tenant', async () => {
    expect(refusal(await authType('nope'))).toBe(ERRORS.verificationFailed);
    expect(refusal(await authType(demoCodeApplication.purchaseId, 'other'))).toBe(ERRORS.verificationFailed);
  });
});

describe('an application check by one-time code', () => {
  it('passes a code oathtool computes; the token answers the application, which accepts the result', async () => {
    nextSteps();
    const state = 'code-return-1';
    const token = await passed(request({ applicationfactor2State: state }));
    const result = await sendJson(
      `${server.url}${BFF}/enduser/plugin_application_2factor/authResult`,
      {
        username: 'appotp',
        state,
        result: true,
        purchaseId: demoCodeApplication.purchaseId,
        authType: APPLICATION_CODE_AUTH_TYPE,
        access_token: token,
      },
      token,
    );
    const answer = ApplicationTwoFactorResultResponse.parse(result.body).data;
    expect(answer.success).toBe(true);
    const page = await fetch(new URL(answer.loginUrl ?? '', server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-valid="true"');
  });

  it('gives a token that enters nothing else: every other session call is Forbidden, logout answers', async () => {
    nextSteps();
    const token = await passed(request());
    for (const path of ['commons/user_setting_info', 'commons/role_permissions', '2factor/select']) {
      const response = await getJson(`${server.url}${BFF}/${path}`, token);
      expect(FailedEnvelope.parse(response.body).code, path).toBe('Forbidden');
    }
    const saved = await sendJson(`${server.url}${BFF}/commons/session/save`, { access_token: token }, token);
    expect(FailedEnvelope.parse(saved.body).code).toBe('Forbidden');
    const logout = await sendJson(`${server.url}${BFF}/commons/logout`, {}, token);
    expect(logout.status).toBe(200);
  });

  it('is no sign-in of the browser: it ends no session there, and a sign-in there later leaves its token', async () => {
    nextSteps();
    const browser = testBrowser(newOpaqueToken());
    const signedIn = await seedUserToken(server.url, 'demo', browser);
    const sent = await sendJson(
      `${server.url}${PUBLIC}/plugin_application_2factor/otpcode`,
      request(),
      undefined,
      'POST',
      browser.headers(),
    );
    const token = ApplicationCodePassedResponse.parse(sent.body).data.access_token;
    expect((await getJson(`${server.url}${BFF}/commons/user_details`, signedIn)).status).toBe(200);
    await seedUserToken(server.url, 'demo', browser);
    const stillLive = await getJson(`${server.url}${BFF}/commons/user_setting_info`, token);
    expect(FailedEnvelope.parse(stillLive.body).code).toBe('Forbidden');
  });

  it('takes the same check through adapter/inside/otpCode', async () => {
    nextSteps();
    expect(await passed(request(), 'adapter/inside/otpCode')).toMatch(/.{20,}/);
  });

  it('accepts each code once', async () => {
    nextSteps();
    const body = request();
    await passed(body);
    expect(refusal(await check({ ...body, applicationfactor2State: 'again' }))).toBe(
      SECOND_FACTOR_REFUSALS.usedCode,
    );
  });

  it('counts wrong codes and locks like the second factor', async () => {
    nextSteps();
    const wrong = (code: string) => check(request({ otpCode: code }));
    const right = codeNow();
    const other = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect(refusal(await wrong(other))).toBe(SECOND_FACTOR_REFUSALS.wrongCode);
    expect(refusal(await wrong(other))).toBe(SECOND_FACTOR_REFUSALS.locked);
    expect(refusal(await check(request({ otpCode: right })))).toBe(SECOND_FACTOR_REFUSALS.locked);
    server.clock.advance(15 * 60_000 + 1000);
    await passed(request());
  });

  it('refuses alike an unknown user, a user without an app and the password application', async () => {
    nextSteps();
    for (const overrides of [
      { username: 'nobody' },
      { username: 'demo' },
      { purchaseId: demoTwoFactorApplication.purchaseId },
      { purchaseId: 'nope' },
      { enterpriseId: 'other' },
    ]) {
      expect(refusal(await check(request(overrides))), JSON.stringify(overrides)).toBe(
        ERRORS.verificationFailed,
      );
    }
  });

  it('refuses a user the application is not assigned to, after the code passed', async () => {
    nextSteps();
    expect(refusal(await check(request({ username: 'twofactor' })))).toBe(ERRORS.notAuthorized);
  });

  it('refuses a code that is not six to eight digits before anything is counted', async () => {
    const response = await check(request({ otpCode: '12ab56' }));
    expect(FailedEnvelope.parse(response.body).code).toBe('InvalidParameter');
  });
});
