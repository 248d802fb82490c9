import { expect, it } from 'vitest';
import { CaptchaShowResponse, RestTokenError } from '../../../schemas/password-login.schema';
import { getJson } from '../../test/http';
import { errorDescription as description, login, solvedCaptcha } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

// Failed-attempt counting, captcha requirement and lock expiry of rest_token (SPEC sections 5 and 8).
const server = useTestServer();

const captcha = () => solvedCaptcha(server.url);
const showCaptcha = async (username: string) =>
  CaptchaShowResponse.parse(
    (await getJson(`${server.url}/api/public/bff/v1.2/captcha_show?username=${username}`)).body,
  ).data;

it('wrong password: invalid_password, then the captcha is shown and required', async () => {
  expect(await showCaptcha('spuser')).toMatchObject({ showCaptcha: false, enableTAC: false, lockTime: 15 });
  expect(description(await login(server.url, 'spuser', 'wrong'))).toBe('invalid_password');
  expect((await showCaptcha('spuser')).showCaptcha).toBe(true);
  expect(description(await login(server.url, 'spuser', 'Spuser@123456'))).toBe('invalid_captcha');
  expect(
    description(
      await login(server.url, 'spuser', 'Spuser@123456', {
        ...(await captcha()),
        cap_text: 'nope',
      }),
    ),
  ).toBe('invalid_captcha');
  expect((await login(server.url, 'spuser', 'Spuser@123456', await captcha())).status).toBe(200);
  expect((await showCaptcha('spuser')).showCaptcha).toBe(false);
});

it('a captcha works once only, even after a right answer', async () => {
  await login(server.url, 'ghost-captcha', 'x');
  const solved = await captcha();
  expect(description(await login(server.url, 'ghost-captcha', 'x', solved))).toBe('will_lock:3');
  expect(description(await login(server.url, 'ghost-captcha', 'x', solved))).toBe('invalid_captcha');
});

it('counts down with will_lock:n, then locks with lockTime, also for unknown names', async () => {
  expect(description(await login(server.url, 'nobody', 'x'))).toBe('invalid_password');
  for (const remaining of [3, 2, 1]) {
    const response = await login(server.url, 'nobody', 'x', await captcha());
    expect(description(response)).toBe(`will_lock:${remaining}`);
    expect(RestTokenError.parse(response.body).remainingAttempts).toBe(remaining);
  }
  const locked = await login(server.url, 'nobody', 'x', await captcha());
  expect(RestTokenError.parse(locked.body)).toMatchObject({
    error: 'invalid_request',
    error_description: 'user_locked',
    lockTime: 15,
  });
});

it('a locked user is refused even with the right password until the lock runs out', async () => {
  await updateTenantSettings(server.db, 'demo', { lockTimeMinutes: 2, maxFailedAttempts: 2 });
  try {
    await login(server.url, 'twofactor', 'bad');
    expect(description(await login(server.url, 'twofactor', 'bad', await captcha()))).toBe('user_locked');
    const stillLocked = await login(server.url, 'twofactor', 'Twofactor@123456', await captcha());
    expect(RestTokenError.parse(stillLocked.body)).toMatchObject({
      error_description: 'user_locked',
      lockTime: 2,
    });
    server.clock.advance(61_000);
    expect(
      RestTokenError.parse((await login(server.url, 'twofactor', 'Twofactor@123456')).body).lockTime,
    ).toBe(1);
    server.clock.advance(60_000);
    expect((await login(server.url, 'twofactor', 'Twofactor@123456')).status).toBe(200);
  } finally {
    await updateTenantSettings(server.db, 'demo', { lockTimeMinutes: 15, maxFailedAttempts: 5 });
  }
});

it('captchaAlways makes every login need a captcha', async () => {
  await updateTenantSettings(server.db, 'demo', { captchaAlways: true });
  try {
    expect((await showCaptcha('demo')).showCaptcha).toBe(true);
    expect(description(await login(server.url, 'demo', 'Demo@123456'))).toBe('invalid_captcha');
  } finally {
    await updateTenantSettings(server.db, 'demo', { captchaAlways: false });
  }
});
