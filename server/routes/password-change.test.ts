import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemSettingResponse } from '../../schemas/boot.schema';
import { FailedEnvelope } from '../../schemas/envelope.schema';
import {
  ModifyPasswordResponse,
  PasswordPolicyResponse,
  SyncToSpResponse,
  UsernamePolicyResponse,
} from '../../schemas/password-change.schema';
import { PwnedPasswordResponse } from '../../schemas/pwned-password.schema';
import { getJson, sendJson } from '../test/http';
import { encryptPassword, fetchSm2Key, login, loginToken, type Sm2Key } from '../test/login-client';
import { BOOT_TIMEOUT_MS, startTestServer, type TestServer } from '../test/start-test-server';
import { updateTenantSettings } from '../tenant/tenant-repo';

const BFF = '/api/public/bff/v1.2';
let server: TestServer;
let key: Sm2Key;
beforeAll(async () => {
  server = await startTestServer();
  key = await fetchSm2Key(server.url);
}, BOOT_TIMEOUT_MS);
afterAll(() => server.close());

const clientToken = () => randomBytes(8).toString('hex');
function change(
  bearer: string,
  oldPassword: string,
  newPassword: string,
  overrides: Record<string, unknown> = {},
) {
  const form = {
    clientToken: clientToken(),
    oldPassword: encryptPassword(key, oldPassword),
    newPassword: encryptPassword(key, newPassword),
    confirmPassword: encryptPassword(key, newPassword),
    clientId: 'demo-login-client',
    enterpriseId: 'demo',
    invalidateSession: true,
    ...overrides,
  };
  return sendJson(`${server.url}/api/bff/v1.2/enduser/portal/user_info/modify_password`, form, bearer, 'PUT');
}
const failure = (response: { body: unknown }) => FailedEnvelope.parse(response.body);

describe('policies', () => {
  it('policy/password and policy/username give the tenant policies', async () => {
    const password = PasswordPolicyResponse.parse(
      (await getJson(`${server.url}${BFF}/policy/password`)).body,
    ).data;
    expect(password).toEqual({ type: 'UPPER_LOWER_NUMBER_CHAR', minLength: 8, maxLength: 64 });
    const username = UsernamePolicyResponse.parse(
      (await getJson(`${server.url}${BFF}/policy/username?_enterprise_id=demo`)).body,
    );
    expect(username.data.minLength).toBe(2);
  });

  it('pwned_password answers suffixes under a SHA-1 prefix', async () => {
    const { data } = PwnedPasswordResponse.parse(
      (await getJson(`${server.url}${BFF}/pwned_password?prefix=21bd1`)).body,
    );
    expect(data.suffixes.map((s) => s.suffix)).toContain('2DC183F740EE76F27B78EB39C8AD972A757');
    expect(failure(await getJson(`${server.url}${BFF}/pwned_password?prefix=xyz`)).code).toBe(
      'InvalidParameter',
    );
  });
});

describe('modify_password', () => {
  it('refuses policy violations with password.policy / WeakPassword messages', async () => {
    const bearer = await loginToken(server.url, key, 'firstlogin', 'First@123456');
    for (const [weak, pattern] of [
      ['Ab1!', /password\.policy/],
      ['abcdefgh1!', /password\.policy/],
      ['Firstlogin@2024', /password\.policy/],
      ['P@ssw0rd', /WeakPassword/],
      ['First@123456', /password\.policy/],
    ] as const) {
      const body = failure(await change(bearer, 'First@123456', weak));
      expect(body.code).toBe('InvalidParameter');
      expect(body.message).toMatch(pattern);
    }
  });

  it('refuses a wrong old password, a confirmation mismatch, bad ciphertext and a replayed client token', async () => {
    const bearer = await loginToken(server.url, key, 'firstlogin', 'First@123456');
    // SPEC section 8: the page shows these as the server words them, so they are Chinese.
    expect(failure(await change(bearer, 'Wrong@123456', 'Brand-new#2024'))).toMatchObject({
      code: 'Password.Invalid',
      message: '原密码错误',
    });
    const mismatch = await change(bearer, 'First@123456', 'Brand-new#2024', {
      confirmPassword: encryptPassword(key, 'Other-new#2024'),
    });
    expect(failure(mismatch).message).toBe('两次输入的新密码不一致');
    expect(
      failure(await change(bearer, 'First@123456', 'Brand-new#2024', { newPassword: 'beef' })),
    ).toMatchObject({ code: 'InvalidParameter', message: '密码解密失败，请刷新页面后重试' });
    expect(
      failure(await change(bearer, 'First@123456', 'Brand-new#2024', { clientToken: 'short' })),
    ).toMatchObject({ code: 'InvalidParameter', message: '参数格式不正确：clientToken' });
    expect(
      failure(await change(bearer, 'First@123456', 'Brand-new#2024', { enterpriseId: 'other' })).message,
    ).toBe('客户端或企业与当前登录会话不符，请重新登录');
    const token = clientToken();
    await change(bearer, 'Wrong@123456', 'Brand-new#2024', { clientToken: token });
    expect(
      failure(await change(bearer, 'First@123456', 'Brand-new#2024', { clientToken: token })).message,
    ).toBe('该请求已提交过，请刷新页面后重试');
  });

  it('changes the password, revokes every session and clears the first-login flag', async () => {
    const bearer = await loginToken(server.url, key, 'firstlogin', 'First@123456');
    const other = await loginToken(server.url, key, 'firstlogin', 'First@123456');
    const response = await change(bearer, 'First@123456', 'Brand-new#2024');
    const { data } = ModifyPasswordResponse.parse(response.body);
    expect(data).toMatchObject({ storePassword: false });
    expect(data.systemUserUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, bearer)).status).toBe(401);
    expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, other)).status).toBe(401);
    expect((await login(server.url, key, 'firstlogin', 'First@123456')).status).toBe(400);
    const fresh = await loginToken(server.url, key, 'firstlogin', 'Brand-new#2024');
    const info = await getJson(`${server.url}/api/bff/v1.2/commons/user_password_info`, fresh);
    expect(info.body).toMatchObject({
      data: { needModifyPasswordOfFirstLogin: false, needModifyPasswordOfPwdExpire: false },
    });
  });

  it('where the tenant skips the forced re-login, keeps the changing session and ends the others', async () => {
    await updateTenantSettings(server.db, 'demo', { skipForceLogin: true });
    try {
      const settings = SystemSettingResponse.parse(
        (await getJson(`${server.url}${BFF}/system_setting/show`)).body,
      );
      expect(settings.data.skipForceLogin).toBe(true);
      const bearer = await loginToken(server.url, key, 'expiredpwd', 'Expired@123456');
      const other = await loginToken(server.url, key, 'expiredpwd', 'Expired@123456');
      ModifyPasswordResponse.parse((await change(bearer, 'Expired@123456', 'Renewed#2024x')).body);
      expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, other)).status).toBe(401);
      const info = await getJson(`${server.url}/api/bff/v1.2/commons/user_password_info`, bearer);
      expect(info.body).toMatchObject({
        data: { needModifyPasswordOfFirstLogin: false, needModifyPasswordOfPwdExpire: false },
      });
      const saved = await sendJson(
        `${server.url}/api/bff/v1.2/commons/session/save`,
        { access_token: bearer },
        bearer,
      );
      expect(saved.body).toMatchObject({ success: true });
    } finally {
      await updateTenantSettings(server.db, 'demo', { skipForceLogin: false });
    }
  });

  it('sync_to_sp/update records the accounts to sync', async () => {
    const response = await sendJson(`${server.url}${BFF}/change_enduser_pwd/sync_to_sp/update`, {
      accountUuids: ['a', 'b'],
      applications: ['app-demo-sp'],
    });
    expect(SyncToSpResponse.parse(response.body).data.accepted).toBe(2);
    const rows = await server.db.query('select 1 from sp_sync_request');
    expect(rows.rows).toHaveLength(1);
    expect(
      failure(
        await sendJson(`${server.url}${BFF}/change_enduser_pwd/sync_to_sp/update`, { accountUuids: 'x' }),
      ).code,
    ).toBe('InvalidParameter');
  });
});
