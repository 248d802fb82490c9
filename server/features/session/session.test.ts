import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { ApplicationSecurityLevelResponse } from '../../../schemas/login-access.schema';
import {
  LogoutResponse,
  RolePermissionsResponse,
  SessionSaveResponse,
  SpLoggedResponse,
  UserDetailsResponse,
  UserPasswordInfoResponse,
  UserSettingInfoResponse,
} from '../../../schemas/session.schema';
import { SecondFactorPassedResponse } from '../../../schemas/second-factor.schema';
import { DEMO_TOTP_SECRET } from '../../seed/demo-users';
import { getJson, sendJson } from '../../test/http';
import { seedUserToken } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';

const COMMONS = '/api/bff/v1.2/commons';
const server = useTestServer();

const token = (username: string) => seedUserToken(server.url, username);
const get = (path: string, bearer: string) => getJson(`${server.url}${COMMONS}/${path}`, bearer);
const SP_LOGGED = 'sp_logged?sp_code=demo_sp&application_key=demo-sp-app-key-0001';
const SP_2FA_LOGGED = 'sp_logged?sp_code=demo_sp_2fa&application_key=demo-sp-2fa-app-key-0001';
const SP_HIGH_LOGGED = 'sp_logged?sp_code=demo_sp_high&application_key=demo-sp-high-app-key-0001';
const save = (bearer: string) =>
  sendJson(`${server.url}${COMMONS}/session/save`, { access_token: bearer }, bearer);

describe('session reads', () => {
  it('user_password_info flags first login and expired passwords', async () => {
    const parse = async (user: string) =>
      UserPasswordInfoResponse.parse((await get('user_password_info', await token(user))).body).data;
    expect(await parse('demo')).toEqual({
      needModifyPasswordOfFirstLogin: false,
      needModifyPasswordOfPwdExpire: false,
    });
    expect(await parse('firstlogin')).toEqual({
      needModifyPasswordOfFirstLogin: true,
      needModifyPasswordOfPwdExpire: false,
    });
    expect(await parse('expiredpwd')).toEqual({
      needModifyPasswordOfFirstLogin: false,
      needModifyPasswordOfPwdExpire: true,
    });
  });

  it('user_setting_info flags the second factor and the risk lock (and no composite chain owed)', async () => {
    const parse = async (user: string) =>
      UserSettingInfoResponse.parse((await get('user_setting_info', await token(user))).body).data;
    expect(await parse('twofactor')).toEqual({ user2factor: true, locked: false, compositeSteps: false });
    expect(await parse('locked')).toEqual({ user2factor: false, locked: true, compositeSteps: false });
  });

  it('role_permissions and user_details describe the user', async () => {
    // The role picks the portal the login lands in (machines/post-login/landing.ts): 1 the IT manager's
    // console, 2 the developer's, 0 the end user's.
    const loginRole = async (username: string) =>
      RolePermissionsResponse.parse((await get('role_permissions', await token(username))).body).data
        .loginRole;
    expect(await loginRole('admin')).toBe(1);
    expect(await loginRole('developer')).toBe(2);
    expect(await loginRole('demo')).toBe(0);
    const details = UserDetailsResponse.parse((await get('user_details', await token('demo'))).body).data;
    expect(details).toMatchObject({
      username: 'demo',
      displayName: '演示用户 Demo User',
      enterpriseId: 'demo',
      loginRole: 0,
    });
  });

  it('sp_logged says whether the user may enter the service-provider app', async () => {
    expect(SpLoggedResponse.parse((await get(SP_LOGGED, await token('spuser'))).body).data).toMatchObject({
      permitted: true,
      spCode: 'demo_sp',
    });
    expect(SpLoggedResponse.parse((await get(SP_LOGGED, await token('demo'))).body).data.permitted).toBe(
      false,
    );
    expect(
      FailedEnvelope.parse((await get('sp_logged?sp_code=x&application_key=y', await token('demo'))).body)
        .code,
    ).toBe('InvalidParameter');
  });

  it('sp_logged says whether the application requires the second factor', async () => {
    const factor = async (query: string) =>
      SpLoggedResponse.parse((await get(query, await token('spuser'))).body).data.applicationTwoFactor;
    expect(await factor(SP_LOGGED)).toBe(false);
    expect(await factor(SP_2FA_LOGGED)).toBe(true);
  });
});

describe('session save', () => {
  it('saves a plain session, refuses pending password changes (507), second factors (505) and risk locks', async () => {
    const demo = await token('demo');
    expect(SessionSaveResponse.parse((await save(demo)).body).data.saved).toBe(true);
    expect(FailedEnvelope.parse((await save(await token('firstlogin'))).body).code).toBe('507');
    expect(FailedEnvelope.parse((await save(await token('expiredpwd'))).body).code).toBe('507');
    expect(FailedEnvelope.parse((await save(await token('twofactor'))).body).code).toBe('505');
    expect(FailedEnvelope.parse((await save(await token('locked'))).body).code).toBe('Forbidden');
    const other = await token('demo');
    const mismatch = await sendJson(`${server.url}${COMMONS}/session/save`, { access_token: other }, demo);
    expect(FailedEnvelope.parse(mismatch.body).code).toBe('InvalidParameter');
  });

  // SPEC section 4: for a service provider, the second factor is asked only when the application requires it.
  describe('a user with a second factor signing in to a service provider', () => {
    const savedAfter = async (...queries: string[]) => {
      const bearer = await token('sptwofactor');
      for (const query of queries) expect((await get(query, bearer)).status).toBe(200);
      return (await save(bearer)).body;
    };

    it('saves the session when the application does not require the second factor', async () => {
      expect(SessionSaveResponse.parse(await savedAfter(SP_LOGGED)).data.saved).toBe(true);
    });

    it('answers 505 when the application requires it, or any application the session was handed to does', async () => {
      expect(FailedEnvelope.parse(await savedAfter(SP_2FA_LOGGED)).code).toBe('505');
      expect(FailedEnvelope.parse(await savedAfter(SP_LOGGED, SP_2FA_LOGGED)).code).toBe('505');
    });

    it('answers 505 when no application let the session in: not a provider login, or not permitted', async () => {
      expect(FailedEnvelope.parse(await savedAfter()).code).toBe('505');
      const notAssigned = await token('twofactor');
      expect(SpLoggedResponse.parse((await get(SP_LOGGED, notAssigned)).body).data.permitted).toBe(false);
      expect(FailedEnvelope.parse((await save(notAssigned)).body).code).toBe('505');
    });
  });
});

describe('bearer tokens', () => {
  it('a missing or unknown token is HTTP 401', async () => {
    expect((await getJson(`${server.url}${COMMONS}/user_details`)).status).toBe(401);
    const { status, body } = await get('user_details', 'not-a-token');
    expect(status).toBe(401);
    expect(FailedEnvelope.parse(body).code).toBe('401');
  });

  it('logout revokes the token: the next call is 401', async () => {
    const bearer = await token('demo');
    const out = await sendJson(`${server.url}${COMMONS}/logout`, {}, bearer);
    expect(LogoutResponse.parse(out.body).data).toEqual({ logout: true, spLogoutUrls: [], logoutUrl: null });
    expect((await get('user_details', bearer)).status).toBe(401);
    expect((await sendJson(`${server.url}${COMMONS}/logout`, {}, bearer)).status).toBe(401);
  });

  it('logout with oldAccessToken revokes only the old one', async () => {
    const [old, current] = [await token('demo'), await token('demo')];
    await sendJson(`${server.url}${COMMONS}/logout`, { oldAccessToken: old }, current);
    expect((await get('user_details', old)).status).toBe(401);
    expect((await get('user_details', current)).status).toBe(200);
  });

  it('an expired token is 401', async () => {
    const bearer = await token('demo');
    server.clock.advance(7200 * 1000);
    expect((await get('user_details', bearer)).status).toBe(401);
  });
});

// The login-access page: a signed-in user opens a provider's application; its security level (demo tenant: 7
// and above) or its own setting asks the user's second factor first, once per session.
describe('application_security_level', () => {
  const level = async (bearer: string, query: string) => {
    const response = await getJson(
      `${server.url}/api/bff/v1.2/2factor/application_security_level?${query.slice(query.indexOf('?') + 1)}`,
      bearer,
    );
    return ApplicationSecurityLevelResponse.parse(response.body).data;
  };
  /** A session of `sptwofactor` that entered `demo_sp`, which asks no factor: saved without one. */
  const enteredPlainProvider = async () => {
    const bearer = await token('sptwofactor');
    expect((await get(SP_LOGGED, bearer)).status).toBe(200);
    expect(SessionSaveResponse.parse((await save(bearer)).body).data.saved).toBe(true);
    return bearer;
  };

  it("asks the factor of a user who has one where the app's level or setting requires it", async () => {
    const bearer = await enteredPlainProvider();
    expect(await level(bearer, SP_LOGGED)).toEqual({
      appSecurityLevel: 5,
      permitted: true,
      secondFactor: false,
    });
    expect(await level(bearer, SP_HIGH_LOGGED)).toEqual({
      appSecurityLevel: 8,
      permitted: true,
      secondFactor: true,
    });
    expect((await level(bearer, SP_2FA_LOGGED)).secondFactor).toBe(true);
  });

  it('asks no factor of a user who has none, and none of a user the app does not let in', async () => {
    expect(await level(await token('spuser'), SP_HIGH_LOGGED)).toEqual({
      appSecurityLevel: 8,
      permitted: true,
      secondFactor: false,
    });
    expect(await level(await token('demo'), SP_HIGH_LOGGED)).toMatchObject({
      permitted: false,
      secondFactor: false,
    });
  });

  it('asks it once per session: a session that passed it enters at once', async () => {
    const bearer = await enteredPlainProvider();
    const otpCode = execFileSync(
      'oathtool',
      ['--totp', '--base32', DEMO_TOTP_SECRET, '--now', server.clock.now().toISOString()],
      { encoding: 'utf8' },
    ).trim();
    const passed = await sendJson(
      `${server.url}/api/bff/v1.2/2factor/otpcode`,
      { otpCode, enterpriseId: 'demo' },
      bearer,
    );
    const { authCode } = SecondFactorPassedResponse.parse(passed.body).data;
    await sendJson(`${server.url}/api/bff/v1.2/2factor/save_result`, { authCode }, bearer);
    expect((await level(bearer, SP_HIGH_LOGGED)).secondFactor).toBe(false);
  });

  it('refuses an unknown application', async () => {
    const response = await getJson(
      `${server.url}/api/bff/v1.2/2factor/application_security_level?sp_code=x&application_key=y`,
      await token('demo'),
    );
    expect(FailedEnvelope.parse(response.body).code).toBe('InvalidParameter');
  });

  it("the gate holds the app's level too: a session handed to it owes the factor before it is saved", async () => {
    const bearer = await enteredPlainProvider();
    expect(SpLoggedResponse.parse((await get(SP_HIGH_LOGGED, bearer)).body).data.applicationTwoFactor).toBe(
      true,
    );
    expect(FailedEnvelope.parse((await save(bearer)).body).code).toBe('505');
  });
});
