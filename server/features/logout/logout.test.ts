import { describe, expect, it } from 'vitest';
import { LogoutResponse, SpLoggedResponse } from '../../../schemas/session.schema';
import { demoApplication } from '../../seed/demo-tenant';
import { getJson, sendJson } from '../../test/http';
import { seedUserToken } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';

const COMMONS = '/api/bff/v1.2/commons';
const SP = { sp_code: demoApplication.spCode, application_key: demoApplication.applicationKey };
const server = useTestServer();

const token = (username: string) => seedUserToken(server.url, username);
/** The provider login's check, as the login makes it right before handing the token to the provider. */
const spLogged = async (bearer: string) =>
  SpLoggedResponse.parse(
    (await getJson(`${server.url}${COMMONS}/sp_logged?${new URLSearchParams(SP)}`, bearer)).body,
  ).data.permitted;
const logout = async (bearer: string, body: object = {}) =>
  LogoutResponse.parse((await sendJson(`${server.url}${COMMONS}/logout`, body, bearer)).body).data;

describe('logout answer (SPEC sections 4 and 7)', () => {
  it('lists the logout address of the provider the session was handed to', async () => {
    const bearer = await token('spuser');
    expect(await spLogged(bearer)).toBe(true);
    expect(await logout(bearer)).toEqual({
      logout: true,
      spLogoutUrls: [demoApplication.logoutUrl],
      logoutUrl: null,
    });
  });

  it('names no provider for a session that never entered one, or was refused entry', async () => {
    expect((await logout(await token('spuser'))).spLogoutUrls).toEqual([]);
    const refused = await token('demo');
    expect(await spLogged(refused)).toBe(false);
    expect((await logout(refused)).spLogoutUrls).toEqual([]);
  });

  it('follows the session, not the user: another session of the same user keeps its own providers', async () => {
    const [first, second] = [await token('spuser'), await token('spuser')];
    await spLogged(first);
    expect((await logout(second)).spLogoutUrls).toEqual([]);
    expect((await logout(first)).spLogoutUrls).toEqual([demoApplication.logoutUrl]);
  });

  it('with oldAccessToken lists the providers of the old session it ends, once', async () => {
    const [old, current] = [await token('spuser'), await token('spuser')];
    await spLogged(old);
    expect((await logout(current, { oldAccessToken: old })).spLogoutUrls).toEqual([
      demoApplication.logoutUrl,
    ]);
    // Already ended: a second call ends nothing and names nothing.
    expect((await logout(current, { oldAccessToken: old })).spLogoutUrls).toEqual([]);
  });

  it("never lists another user's session through oldAccessToken", async () => {
    const others = await token('spuser');
    await spLogged(others);
    expect((await logout(await token('demo'), { oldAccessToken: others })).spLogoutUrls).toEqual([]);
    expect((await getJson(`${server.url}${COMMONS}/user_details`, others)).status).toBe(200);
  });

  it("serves the provider's sign-out page", async () => {
    const response = await fetch(`${server.url}${demoApplication.logoutUrl}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Signed out of this application');
  });
});
