import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ResponseCode } from '../../schemas/envelope.schema';
import { demoApplication, demoTwoFactorApplication } from '../seed/demo-tenant';
import { getJson, sendJson, type JsonResponse } from '../test/http';
import { changePassword, seedUserToken } from '../test/login-client';
import { useTestServer } from '../test/use-test-server';
import { sampleSession } from '../test/sample-session';
import { gateRefusal } from './session-gate';

// The session gate (SPEC section 4): a session that still owes a step may use only the calls that allow it.
const BFF = '/api/bff/v1.2';
const server = useTestServer();

const token = (username: string) => seedUserToken(server.url, username);
const SP_QUERY = new URLSearchParams({
  sp_code: demoApplication.spCode,
  application_key: demoApplication.applicationKey,
});

/** Each session call, made with `bearer` and a body that is valid for it. */
const CALLS = {
  user_password_info: (bearer: string) => getJson(`${server.url}${BFF}/commons/user_password_info`, bearer),
  user_setting_info: (bearer: string) => getJson(`${server.url}${BFF}/commons/user_setting_info`, bearer),
  sp_logged: (bearer: string) => getJson(`${server.url}${BFF}/commons/sp_logged?${SP_QUERY}`, bearer),
  role_permissions: (bearer: string) => getJson(`${server.url}${BFF}/commons/role_permissions`, bearer),
  user_details: (bearer: string) => getJson(`${server.url}${BFF}/commons/user_details`, bearer),
  session_save: (bearer: string) =>
    sendJson(`${server.url}${BFF}/commons/session/save`, { access_token: bearer }, bearer),
  // A wrong old password: the change itself is refused, after the gate let it through.
  modify_password: (bearer: string) =>
    changePassword(server.url, bearer, { old: 'Not-the-old#1', new: 'Brand-new#2024' }),
  // Last: past the gate, this unknown user's answer is refused, and a refusal ends the session.
  authResult: (bearer: string) =>
    sendJson(
      `${server.url}${BFF}/enduser/plugin_application_2factor/authResult`,
      {
        username: 'nobody',
        state: randomBytes(8).toString('hex'),
        result: true,
        purchaseId: demoTwoFactorApplication.purchaseId,
        authType: 'system_password_adapter',
        access_token: bearer,
      },
      bearer,
    ),
};

const Answer = z.object({ code: ResponseCode });
/** The gate's verdict on a call: the code it refused with, or 'passed' when the call got past it. */
function verdict({ status, body }: JsonResponse): string {
  expect(status).toBe(200);
  const { code } = Answer.parse(body);
  return ['Forbidden', '505', '507'].includes(code) ? code : 'passed';
}
const logout = async (bearer: string) =>
  verdict(await sendJson(`${server.url}${BFF}/commons/logout`, {}, bearer));

/** The verdict on every session call, in turn, with one fresh token of `username`. */
async function verdicts(username: string): Promise<Record<string, string>> {
  const bearer = await token(username);
  const result: Record<string, string> = {};
  for (const [name, call] of Object.entries(CALLS)) result[name] = verdict(await call(bearer));
  return result;
}

describe('a session that owes a password change (507)', () => {
  it.each(['firstlogin', 'expiredpwd'])(
    '%s may learn what it owes and change the password, nothing else',
    async (username) => {
      expect(await verdicts(username)).toEqual({
        user_password_info: 'passed',
        user_setting_info: 'passed',
        sp_logged: '507',
        role_permissions: '507',
        user_details: '507',
        session_save: '507',
        modify_password: 'passed',
        authResult: '507',
      });
      expect(await logout(await token(username))).toBe('passed');
    },
  );

  it('the firstlogin token works everywhere once the password is changed', async () => {
    const bearer = await token('firstlogin');
    expect(verdict(await CALLS.user_details(bearer))).toBe('507');
    const passwords = { old: 'First@123456', new: 'Brand-new#2024' };
    // The session goes on after the change, so the same token shows what the change paid.
    const changed = await changePassword(server.url, bearer, passwords, {
      invalidateSession: false,
    });
    expect(changed.body).toMatchObject({ success: true });
    expect(await CALLS.user_details(bearer)).toMatchObject({ status: 200, body: { success: true } });
    expect(await CALLS.role_permissions(bearer)).toMatchObject({ status: 200, body: { success: true } });
    expect(await CALLS.session_save(bearer)).toMatchObject({ status: 200, body: { success: true } });
    expect(await logout(bearer)).toBe('passed');
  });
});

describe('a session that owes the second factor (505)', () => {
  // Changing the password is no way around a second factor: someone with the password alone cannot take over.
  it('may learn what it owes, ask a provider and log out; nothing else, not even a password change', async () => {
    expect(await verdicts('twofactor')).toEqual({
      user_password_info: 'passed',
      user_setting_info: 'passed',
      sp_logged: 'passed',
      role_permissions: '505',
      user_details: '505',
      session_save: '505',
      modify_password: '505',
      authResult: '505',
    });
    expect(await logout(await token('twofactor'))).toBe('passed');
  });
});

describe('a risk-locked session (Forbidden)', () => {
  it('may learn that it is locked and log out; nothing else', async () => {
    expect(await verdicts('locked')).toEqual({
      user_password_info: 'passed',
      user_setting_info: 'passed',
      sp_logged: 'Forbidden',
      role_permissions: 'Forbidden',
      user_details: 'Forbidden',
      session_save: 'Forbidden',
      modify_password: 'Forbidden',
      authResult: 'Forbidden',
    });
    expect(await logout(await token('locked'))).toBe('passed');
  });
});

it('a session that owes nothing passes the gate everywhere', async () => {
  expect(Object.values(await verdicts('demo')).every((v) => v === 'passed')).toBe(true);
});

describe('gateRefusal: the step owed first decides', () => {
  const session = (owes: { passwordChange?: boolean; secondFactor?: boolean }) =>
    sampleSession({
      mustChangePassword: owes.passwordChange ?? false,
      hasSecondFactor: owes.secondFactor ?? false,
    });

  const now = new Date('2026-01-01T00:00:00Z');

  it('lets a forced change through while a second factor waits after it', () => {
    expect(
      gateRefusal(session({ passwordChange: true, secondFactor: true }), now, ['passwordChange']),
    ).toBeNull();
  });

  it('does not let a password change skip a second factor owed first', () => {
    expect(gateRefusal(session({ secondFactor: true }), now, ['passwordChange'])).toMatchObject({
      code: '505',
    });
  });
});
