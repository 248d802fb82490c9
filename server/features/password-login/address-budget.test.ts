import { describe, expect, it } from 'vitest';
import { CaptchaShowResponse, RestTokenError } from '../../../schemas/password-login.schema';
import { getJson } from '../../test/http';
import { errorDescription, login, solvedCaptcha } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

// Issue 17, password spraying: one address trying one wrong password on many names. Each name stays far
// below its own lock; the address's budget brings the captcha, then a wait, whatever names it tries.
const server = useTestServer({ trustProxy: true });

const from = (address: string) => ({ 'X-Forwarded-For': address });
const attempt = async (address: string, username: string, password: string, captcha = false) =>
  login(server.url, username, password, captcha ? await solvedCaptcha(server.url) : {}, from(address));
const captchaShown = async (address: string, username: string) =>
  CaptchaShowResponse.parse(
    (
      await getJson(
        `${server.url}/api/public/bff/v1.2/captcha_show?username=${username}`,
        undefined,
        from(address),
      )
    ).body,
  ).data.showCaptcha;

describe('the failure budget of a client address', () => {
  it('brings the captcha for every name after 10 wrong passwords from one address (the default)', async () => {
    const spray = '203.0.113.10';
    for (let i = 0; i < 10; i++) {
      expect(errorDescription(await attempt(spray, `spray-${i}`, 'Summer2024!'))).toBe('invalid_password');
    }
    // A name never tried before, from the spraying address: the captcha is asked for, and demanded.
    expect(await captchaShown(spray, 'spray-new')).toBe(true);
    expect(errorDescription(await attempt(spray, 'spray-new', 'Summer2024!'))).toBe('invalid_captcha');
    // Another address is not held back by this one.
    expect(await captchaShown('203.0.113.11', 'spray-new')).toBe(false);
    expect((await attempt('203.0.113.11', 'demo', 'Demo@123456')).status).toBe(200);
    // With a solved captcha the right password still signs in from the spraying address.
    expect((await attempt(spray, 'demo', 'Demo@123456', true)).status).toBe(200);
  });

  it('makes the address wait once its budget is spent, for the rest of its window only', async () => {
    await updateTenantSettings(server.db, 'demo', {
      addressCaptchaAfter: 2,
      addressFailureLimit: 4,
      addressFailureWindowMinutes: 15,
    });
    const spray = '203.0.113.20';
    const answers: string[] = [];
    for (let i = 0; i < 4; i++)
      answers.push(errorDescription(await attempt(spray, `wait-${i}`, 'Summer2024!', i >= 2)));
    expect(answers).toEqual(['invalid_password', 'invalid_password', 'invalid_password', 'invalid_password']);
    // Spent: not even the right password is checked, and the answer says how long the wait is.
    server.clock.advance(60_000);
    const refused = await attempt(spray, 'demo', 'Demo@123456', true);
    expect(RestTokenError.parse(refused.body)).toMatchObject({
      error_description: 'invalid_locked',
      lockTime: 14,
    });
    // The wait counts nothing against the names: demo signs in from another address without a captcha.
    expect((await attempt('203.0.113.21', 'demo', 'Demo@123456')).status).toBe(200);
    server.clock.advance(14 * 60_000 + 1000);
    expect((await attempt(spray, 'demo', 'Demo@123456')).status).toBe(200);
  });

  it('is turned off by 0', async () => {
    await updateTenantSettings(server.db, 'demo', { addressCaptchaAfter: 0, addressFailureLimit: 0 });
    const spray = '203.0.113.30';
    for (let i = 0; i < 5; i++) {
      expect(errorDescription(await attempt(spray, `off-${i}`, 'Summer2024!'))).toBe('invalid_password');
    }
    expect(await captchaShown(spray, 'off-new')).toBe(false);
  });
});
