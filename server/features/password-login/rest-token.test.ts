import { describe, expect, it } from 'vitest';
import { CaptchaShowResponse, RestTokenSuccess } from '../../../schemas/password-login.schema';
import {
  errorDescription as description,
  encryptedFields,
  login,
  solvedCaptcha,
} from '../../test/login-client';
import { getJson } from '../../test/http';
import { tokenStoredInClear } from '../../test/inspect.repo';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

const server = useTestServer();

const captcha = () => solvedCaptcha(server.url);

describe('rest_token success', () => {
  it('answers a bearer token for the right password (no captcha needed at first)', async () => {
    const response = await login(server.url, 'demo', 'Demo@123456');
    expect(response.status).toBe(200);
    const token = RestTokenSuccess.parse(response.body);
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: 7200 });
    expect(await tokenStoredInClear(server.db, token.access_token)).toBe(false); // only its SHA-256 digest
  });

  it('accepts the 04-prefixed ciphertext, a form body, and a longer token with auto_login', async () => {
    const form = new URLSearchParams({
      client_id: 'demo-login-client',
      grant_type: 'password',
      scope: 'read',
      username: ' admin ',
      ...(await encryptedFields(server.url, 'Admin@123456', true)),
      _enterprise_id: 'demo',
      auto_login: 'true',
    });
    const response = await fetch(`${server.url}/api/public/bff/v1.2/rest_token`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    expect(RestTokenSuccess.parse(await response.json()).expires_in).toBe(7 * 24 * 3600);
  });
});

describe('rest_token failures (the lock and captcha cases are in login-lockout.test.ts)', () => {
  it.each([
    ['disabled', 'Disabled@123456', 'disabled'],
    ['expireduser', 'Expireduser@123456', 'expired'],
    ['pending', 'Pending@123456', 'invalid_user_register_approve'],
  ])('%s with the right password: %s', async (username, password, expected) => {
    expect(description(await login(server.url, username, password))).toBe(expected);
  });

  it('a ciphertext that does not decrypt under a fresh challenge is invalid_password (not a 500)', async () => {
    expect(description(await login(server.url, 'developer', 'x', { password: 'zz-not-hex' }))).toBe(
      'invalid_password',
    );
    expect(
      description(
        await login(server.url, 'developer', 'x', {
          ...(await captcha()),
          password: 'ab'.repeat(120),
        }),
      ),
    ).toBe('will_lock:3');
    // Another challenge's code is no guess (sm2-challenge.test.ts): refused, and the count stays.
    const wrongCode = await login(server.url, 'developer', 'Developer@123456', {
      ...(await captcha()),
      sm2_code: 'other',
    });
    expect(description(wrongCode)).toBe('invalid_parameter');
    expect(description(await login(server.url, 'developer', 'x', await captcha()))).toBe('will_lock:2');
  });

  it("with deviceAgent require: refuses no device id and an unknown one, accepts the user's seeded device", async () => {
    await updateTenantSettings(server.db, 'demo', { deviceAgent: 'require' });
    try {
      expect(description(await login(server.url, 'demo', 'Demo@123456'))).toBe('invalid_device_id');
      expect(
        description(await login(server.url, 'demo', 'Demo@123456', { deviceId: 'unknown-device' })),
      ).toBe('invalid_device_id');
      expect((await login(server.url, 'demo', 'Demo@123456', { device_id: 'demo-device-001' })).status).toBe(
        200,
      );
      expect((await login(server.url, 'demo', 'Demo@123456', { deviceId: 'demo-device-001' })).status).toBe(
        200,
      );
    } finally {
      await updateTenantSettings(server.db, 'demo', { deviceAgent: 'off' });
    }
  });

  it('with deviceAgent collect: signs in without a device id, and captcha_show tells the page the mode', async () => {
    const mode = async () =>
      CaptchaShowResponse.parse(
        (await getJson(`${server.url}/api/public/bff/v1.2/captcha_show?username=`)).body,
      ).data.deviceAgent;
    expect(await mode()).toBe('off');
    await updateTenantSettings(server.db, 'demo', { deviceAgent: 'collect' });
    try {
      expect(await mode()).toBe('collect');
      expect((await login(server.url, 'demo', 'Demo@123456')).status).toBe(200);
    } finally {
      await updateTenantSettings(server.db, 'demo', { deviceAgent: 'off' });
    }
  });

  it('a malformed request is invalid_parameter, a foreign client invalid_client', async () => {
    expect(
      description(await login(server.url, 'demo', 'Demo@123456', { grant_type: 'client_credentials' })),
    ).toBe('invalid_parameter');
    expect(description(await login(server.url, 'demo', 'Demo@123456', { client_id: 'someone-else' }))).toBe(
      'invalid_client',
    );
    expect(description(await login(server.url, 'demo', 'Demo@123456', { _enterprise_id: 'nope' }))).toBe(
      'invalid_client',
    );
  });
});
