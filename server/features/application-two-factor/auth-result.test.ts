import { describe, expect, it } from 'vitest';
import { ApplicationTwoFactorResultResponse } from '../../../schemas/application-two-factor.schema';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { APPLICATION_TWO_FACTOR_REFUSALS as ERRORS } from '../../../schemas/refusals';
import { demoTwoFactorApplication } from '../../seed/demo-tenant';
import { getJson, sendJson } from '../../test/http';
import { seedUserToken } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';

const AUTH_RESULT = '/api/bff/v1.2/enduser/plugin_application_2factor/authResult';
const server = useTestServer();

const token = (username: string) => seedUserToken(server.url, username);
let stateCounter = 0;
const ask = async (user: string, overrides: Record<string, unknown> = {}) => {
  const bearer = await token(user);
  const body = {
    username: user,
    state: `state-${++stateCounter}`,
    result: true,
    purchaseId: demoTwoFactorApplication.purchaseId,
    authType: 'system_password_adapter',
    access_token: bearer,
    ...overrides,
  };
  return sendJson(`${server.url}${AUTH_RESULT}`, body, bearer);
};
const answer = async (user: string, overrides: Record<string, unknown> = {}) =>
  ApplicationTwoFactorResultResponse.parse((await ask(user, overrides)).body).data;

describe('application second-factor result', () => {
  it('answers an assigned user with a signed return address the application accepts', async () => {
    const result = await answer('demo', { state: 'return-1' });
    expect(result.success).toBe(true);
    const url = new URL(result.loginUrl ?? '', server.url);
    expect(url.pathname).toBe(demoTwoFactorApplication.loginUrl);
    expect(url.searchParams.get('state')).toBe('return-1');
    expect(url.searchParams.get('username')).toBe('demo');
    expect(url.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-valid="true"');
  });

  it('the application refuses a result whose signature was tampered with', async () => {
    const result = await answer('demo');
    const url = new URL(result.loginUrl ?? '', server.url);
    url.searchParams.set('username', 'admin');
    const page = await fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('data-valid="false"');
  });

  it('answers each state once', async () => {
    expect((await answer('demo', { state: 'once' })).success).toBe(true);
    expect(await answer('demo', { state: 'once' })).toEqual({
      success: false,
      loginUrl: null,
      errorMessage: ERRORS.stateInvalid,
    });
  });

  it('a refusal ends the session the login made for the application', async () => {
    const bearer = await token('demo');
    const refused = await sendJson(
      `${server.url}${AUTH_RESULT}`,
      {
        username: 'admin',
        state: 'refused-1',
        result: true,
        purchaseId: demoTwoFactorApplication.purchaseId,
        authType: 'system_password_adapter',
        access_token: bearer,
      },
      bearer,
    );
    expect(ApplicationTwoFactorResultResponse.parse(refused.body).data.success).toBe(false);
    expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, bearer)).status).toBe(401);
  });

  it('takes no control characters, which could make one signed result read as another', async () => {
    const response = await ask('demo', { state: 'X\nalice\nsuccess\nfoo' });
    expect(FailedEnvelope.parse(response.body).code).toBe('InvalidParameter');
  });

  it.each([
    [
      'an auth type other than the session was signed in with',
      'demo',
      { authType: 'system_scancode_adapter' },
      ERRORS.verificationFailed,
    ],
    ['another user than the application named', 'demo', { username: 'admin' }, ERRORS.usernameInconsistent],
    ['a user not assigned to the application', 'developer', {}, ERRORS.notAuthorized],
    ['an unknown application', 'demo', { purchaseId: 'nope' }, ERRORS.verificationFailed],
    ['a failed check', 'demo', { result: false }, ERRORS.verificationFailed],
  ])('refuses %s', async (_case, user, overrides, errorMessage) => {
    expect(await answer(user, overrides)).toEqual({ success: false, loginUrl: null, errorMessage });
  });

  it('refuses a session that still owes a password change, and a body without the bearer token', async () => {
    const owed = FailedEnvelope.parse((await ask('firstlogin')).body);
    expect(owed.code).toBe('507');
    const bearer = await token('demo');
    const mismatched = await sendJson(
      `${server.url}${AUTH_RESULT}`,
      { username: 'demo', state: 's', result: true, purchaseId: 'p', authType: 'a', access_token: 'other' },
      bearer,
    );
    expect(FailedEnvelope.parse(mismatched.body).code).toBe('InvalidParameter');
  });

  it('is a session call: no bearer token is 401', async () => {
    expect((await sendJson(`${server.url}${AUTH_RESULT}`, {})).status).toBe(401);
  });
});
