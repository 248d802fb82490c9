import { describe, expect, it } from 'vitest';
import { SystemSettingResponse } from '../../../schemas/boot.schema';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import {
  ModifyPasswordResponse,
  PasswordPolicyResponse,
  SyncToSpResponse,
  UsernamePolicyResponse,
} from '../../../schemas/modify-password.schema';
import { PwnedPasswordResponse } from '../../../schemas/pwned-password.schema';
import { PADDED_RANGE } from './pwned-list';
import { MODIFY_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { getJson, sendJson } from '../../test/http';
import { hasLoginFailures, spSyncRequestCount } from '../../test/inspect.repo';
import {
  changePassword,
  encryptPassword,
  fetchSm2Key,
  login,
  loginToken,
  newClientToken,
  passwordChangeForm,
  sendPasswordChange,
} from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

const BFF = '/api/public/bff/v1.2';
const server = useTestServer();

const change = (
  bearer: string,
  oldPassword: string,
  newPassword: string,
  overrides?: Record<string, unknown>,
) => changePassword(server.url, bearer, { old: oldPassword, new: newPassword }, overrides);
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
    // Padded (Add-Padding): a prefix without breached passwords answers as many entries, each of count 0.
    const miss = PwnedPasswordResponse.parse(
      (await getJson(`${server.url}${BFF}/pwned_password?prefix=00000`)).body,
    ).data.suffixes;
    expect(miss.length).toBeGreaterThanOrEqual(PADDED_RANGE.min);
    expect(miss.length).toBeLessThanOrEqual(PADDED_RANGE.max);
    expect(miss.every((entry) => entry.count === 0)).toBe(true);
    expect(data.suffixes.filter((entry) => entry.count > 0).length).toBeGreaterThan(0);
    expect(data.suffixes.length).toBeGreaterThanOrEqual(PADDED_RANGE.min);
    expect(failure(await getJson(`${server.url}${BFF}/pwned_password?prefix=xyz`)).code).toBe(
      'InvalidParameter',
    );
  });
});

describe('modify_password', () => {
  it('refuses a new password by the code of the rule it breaks', async () => {
    const bearer = await loginToken(server.url, 'firstlogin', 'First@123456');
    for (const [weak, code] of [
      ['Ab1!', 'password.policy.minLength'],
      ['abcdefgh1!', 'password.policy.policyType'],
      ['Firstlogin@2024', 'password.policy.containsUsername'],
      ['P@ssw0rd', 'password.WeakPassword'],
      ['First@123456', 'password.policy.sameAsOld'],
    ] as const) {
      expect(failure(await change(bearer, 'First@123456', weak))).toMatchObject({
        code: 'InvalidParameter',
        message: code,
      });
    }
  });

  it('refuses a wrong old password, a confirmation mismatch, bad ciphertext and a replayed client token', async () => {
    const bearer = await loginToken(server.url, 'firstlogin', 'First@123456');
    // Codes, not sentences: the page words each in the user's language.
    expect(failure(await change(bearer, 'Wrong@123456', 'Brand-new#2024'))).toMatchObject({
      code: 'Password.Invalid',
      message: REFUSALS.wrongOldPassword,
    });
    const mismatch = await changePassword(server.url, bearer, {
      old: 'First@123456',
      new: 'Brand-new#2024',
      confirm: 'Other-new#2024',
    });
    expect(failure(mismatch)).toMatchObject({ code: 'InvalidParameter', message: REFUSALS.confirmMismatch });
    expect(
      failure(await change(bearer, 'First@123456', 'Brand-new#2024', { newPassword: 'beef' })),
    ).toMatchObject({ code: 'InvalidParameter', message: REFUSALS.undecryptable });
    expect(
      failure(await change(bearer, 'First@123456', 'Brand-new#2024', { clientToken: 'short' })),
    ).toMatchObject({ code: 'InvalidParameter', message: REFUSALS.invalidForm });
    expect(
      failure(await change(bearer, 'First@123456', 'Brand-new#2024', { enterpriseId: 'other' })),
    ).toMatchObject({ code: 'InvalidParameter', message: REFUSALS.sessionMismatch });
    const token = newClientToken();
    await change(bearer, 'Wrong@123456', 'Brand-new#2024', { clientToken: token });
    expect(
      failure(await change(bearer, 'First@123456', 'Brand-new#2024', { clientToken: token })),
    ).toMatchObject({ code: 'InvalidParameter', message: REFUSALS.replayed });
  });

  it('changes the password, revokes every session and clears the first-login flag', async () => {
    const bearer = await loginToken(server.url, 'firstlogin', 'First@123456');
    const other = await loginToken(server.url, 'firstlogin', 'First@123456');
    const response = await change(bearer, 'First@123456', 'Brand-new#2024');
    const { data } = ModifyPasswordResponse.parse(response.body);
    expect(data).toMatchObject({ storePassword: false });
    expect(data.systemUserUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, bearer)).status).toBe(401);
    expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, other)).status).toBe(401);
    expect((await login(server.url, 'firstlogin', 'First@123456')).status).toBe(400);
    const fresh = await loginToken(server.url, 'firstlogin', 'Brand-new#2024');
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
      const bearer = await loginToken(server.url, 'expiredpwd', 'Expired@123456');
      const other = await loginToken(server.url, 'expiredpwd', 'Expired@123456');
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

  it('ends every other session even when the page keeps its own (invalidateSession false)', async () => {
    const bearer = await loginToken(server.url, 'demo', 'Demo@123456');
    const other = await loginToken(server.url, 'demo', 'Demo@123456');
    const changed = await change(bearer, 'Demo@123456', 'Renewed#2024xyz', { invalidateSession: false });
    ModifyPasswordResponse.parse(changed.body);
    expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, bearer)).status).toBe(200);
    expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, other)).status).toBe(401);
  });

  it('takes a change once: its ciphertexts under a new client token are refused, and count no wrong password', async () => {
    const bearer = await loginToken(server.url, 'spuser', 'Spuser@123456');
    const captured = await passwordChangeForm(
      server.url,
      { old: 'Spuser@123456', new: 'Renewed#2024xyz' },
      { invalidateSession: false },
    );
    ModifyPasswordResponse.parse((await sendPasswordChange(server.url, bearer, captured)).body);
    const replay = await sendPasswordChange(server.url, bearer, {
      ...captured,
      clientToken: newClientToken(),
    });
    expect(failure(replay)).toMatchObject({ code: 'InvalidParameter', message: REFUSALS.undecryptable });
    expect(await hasLoginFailures(server.db, 'demo', 'spuser')).toBe(false);
  });

  it('takes the three passwords under one challenge only: one from another is refused, not counted', async () => {
    const bearer = await loginToken(server.url, 'admin', 'Admin@123456');
    const other = await fetchSm2Key(server.url);
    const mixed = await passwordChangeForm(
      server.url,
      { old: 'Admin@123456', new: 'Renewed#2024xyz' },
      {
        newPassword: encryptPassword(other, 'Renewed#2024xyz'),
      },
    );
    expect(failure(await sendPasswordChange(server.url, bearer, mixed))).toMatchObject({
      code: 'InvalidParameter',
      message: REFUSALS.undecryptable,
    });
    expect(await hasLoginFailures(server.db, 'demo', 'admin')).toBe(false);
  });

  it('counts wrong old passwords as wrong passwords: the fifth locks the change and the sign-in', async () => {
    const bearer = await loginToken(server.url, 'developer', 'Developer@123456');
    for (let i = 0; i < 4; i++) {
      expect(failure(await change(bearer, `Wrong@12345${i}`, 'Brand-new#2024'))).toMatchObject({
        message: REFUSALS.wrongOldPassword,
      });
    }
    expect(failure(await change(bearer, 'Wrong@123459', 'Brand-new#2024'))).toMatchObject({
      code: 'Password.Locked',
      message: REFUSALS.locked,
    });
    // Locked: the right old password changes nothing, and the login page refuses the right password too.
    expect(failure(await change(bearer, 'Developer@123456', 'Brand-new#2024'))).toMatchObject({
      message: REFUSALS.locked,
    });
    const signIn = await login(server.url, 'developer', 'Developer@123456');
    expect(signIn.body).toMatchObject({ error_description: 'user_locked' });
  });

  it('sync_to_sp/update records the accounts to sync', async () => {
    const response = await sendJson(`${server.url}${BFF}/change_enduser_pwd/sync_to_sp/update`, {
      accountUuids: ['a', 'b'],
      applications: ['app-demo-sp'],
    });
    expect(SyncToSpResponse.parse(response.body).data.accepted).toBe(2);
    expect(await spSyncRequestCount(server.db)).toBe(1);
    expect(
      failure(
        await sendJson(`${server.url}${BFF}/change_enduser_pwd/sync_to_sp/update`, { accountUuids: 'x' }),
      ).code,
    ).toBe('InvalidParameter');
  });
});
