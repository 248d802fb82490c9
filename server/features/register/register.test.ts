import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { REGISTER_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { getJson } from '../../test/http';
import { errorDescription, login, loginToken, newCaptcha, newClientToken } from '../../test/login-client';
import {
  invalid,
  refused,
  registerAccount,
  registerForm,
  registered,
  sendRegistration,
} from '../../test/register-client';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

// POST register over HTTP against the seeded demo tenant, which takes registrations and approves them.
const server = useTestServer();
const PASSWORD = 'Joined#2024x';

const register = (username: string, overrides?: Record<string, unknown>, password = PASSWORD) =>
  registerAccount(server.url, { username, password }, overrides);

describe('a tenant that approves registrations (the demo tenant)', () => {
  it('answers needApprove, and the pending account is refused sign-in until it is approved', async () => {
    expect(registered(await register('waiting1'))).toEqual({ needApprove: true });
    const signIn = await login(server.url, 'waiting1', PASSWORD, {
      cap_code: await newCaptcha(server.url),
      cap_text: 'TEST',
    });
    expect(errorDescription(signIn)).toBe('invalid_user_register_approve');
  });
});

describe('a tenant that signs registrations in at once', () => {
  beforeAll(() => updateTenantSettings(server.db, 'demo', { registrationNeedsApproval: false }));
  afterAll(() => updateTenantSettings(server.db, 'demo', { registrationNeedsApproval: true }));

  it('answers an access token that works on session calls, and the password signs in', async () => {
    const { access_token } = registered(await register('instant1')) as { access_token: string };
    const info = await getJson(`${server.url}/api/bff/v1.2/commons/user_password_info`, access_token);
    expect(info.body).toMatchObject({
      success: true,
      data: { needModifyPasswordOfFirstLogin: false, needModifyPasswordOfPwdExpire: false },
    });
    expect(await loginToken(server.url, 'instant1', PASSWORD)).toBeTruthy();
  });

  it('takes a number of another region as digits, kept with its region: the same digits elsewhere are free', async () => {
    const response = await register('abroad1', { phoneRegion: '1', phoneNumber: '4155550100' });
    expect(registered(response)).toHaveProperty('access_token');
    const again = await register('abroad2', { phoneRegion: '852', phoneNumber: '4155550100' });
    expect(registered(again)).toHaveProperty('access_token');
    expect(refused(await register('abroad3', { phoneRegion: '1', phoneNumber: '4155550100' }))).toEqual({
      code: 'PhoneNumber.Exist',
      message: 'phoneNumber',
    });
  });
});

describe('refusals', () => {
  it('a tenant that takes no registrations refuses them', async () => {
    await updateTenantSettings(server.db, 'demo', { allowRegister: false });
    try {
      expect(refused(await register('closed1'))).toEqual(invalid(REFUSALS.closed));
    } finally {
      await updateTenantSettings(server.db, 'demo', { allowRegister: true });
    }
  });

  it('refuses a replayed client token, before its captcha is spent', async () => {
    const clientToken = newClientToken();
    await register('replay1', { clientToken });
    const captchaCode = await newCaptcha(server.url);
    expect(refused(await register('replay2', { clientToken, captchaCode }))).toEqual(
      invalid(REFUSALS.replayed),
    );
    expect(registered(await register('replay2', { captchaCode }))).toEqual({ needApprove: true });
  });

  it('refuses a wrong captcha with InvalidCaptcha, and the captcha is spent by it', async () => {
    const captchaCode = await newCaptcha(server.url);
    expect(refused(await register('captcha1', { captchaCode, captcha: 'WRONG' })).code).toBe(
      'InvalidCaptcha',
    );
    expect(refused(await register('captcha1', { captchaCode })).code).toBe('InvalidCaptcha');
  });

  it('refuses a taken name (in any case), e-mail or phone with its Exist code', async () => {
    expect(refused(await register('Demo'))).toEqual({ code: 'UserName.Exist', message: 'username' });
    expect(refused(await register('taken1', { email: 'DEMO@demo.example.com' }))).toEqual({
      code: 'Email.Exist',
      message: 'email',
    });
    expect(refused(await register('taken2', { phoneNumber: '13800138000' }))).toEqual({
      code: 'PhoneNumber.Exist',
      message: 'phoneNumber',
    });
  });

  it('gives one of two registrations racing for a name the account, the other UserName.Exist', async () => {
    const answers = await Promise.all([
      register('racer1'),
      register('racer1', { email: 'other@race.example' }),
    ]);
    const codes = answers.map((answer) => FailedEnvelope.safeParse(answer.body).data?.code ?? 'registered');
    expect(codes.sort()).toEqual(['UserName.Exist', 'registered']);
  });

  it("refuses a name against the tenant's username policy by the rule it breaks", async () => {
    expect(refused(await register('a'))).toEqual(invalid('username.policy.minLength'));
    const email = 'spaces@register.example.com';
    expect(refused(await register('no spaces', { email }))).toEqual(invalid('username.policy.chars'));
  });

  it('refuses a password by the policy rule it breaks, or as breached', async () => {
    for (const [password, code] of [
      ['Ab1!', 'password.policy.minLength'],
      ['abcdefgh1!', 'password.policy.policyType'],
      ['Xpolicy1@2024', 'password.policy.containsUsername'],
      ['P@ssw0rd', 'password.WeakPassword'],
    ] as const) {
      expect(refused(await register('policy1', {}, password))).toEqual(invalid(code));
    }
  });

  it('refuses a phone that is not one of its region, and an e-mail that is not one', async () => {
    expect(refused(await register('phone1', { phoneNumber: '12345678901' }))).toEqual(
      invalid(REFUSALS.invalidPhone),
    );
    expect(refused(await register('phone2', { phoneRegion: '1', phoneNumber: '555-0100' }))).toEqual(
      invalid(REFUSALS.invalidPhone),
    );
    expect(refused(await register('mail1', { email: 'not-an-email' }))).toEqual(
      invalid(REFUSALS.invalidEmail),
    );
  });

  it('refuses a password that does not decrypt, or was encrypted for another key', async () => {
    expect(refused(await register('cipher1', { password: 'beef' }))).toEqual(invalid(REFUSALS.undecryptable));
    expect(refused(await register('cipher2', { sm2_code: 'other' }))).toEqual(
      invalid(REFUSALS.undecryptable),
    );
  });

  it("takes a password's ciphertext once: a new form around a captured one is refused", async () => {
    const captured = await registerForm(server.url, { username: 'capture1', password: PASSWORD });
    expect(registered(await sendRegistration(server.url, captured))).toEqual({ needApprove: true });
    // A fresh client token and captcha: only the ciphertext and its challenge are the captured ones.
    const again = await registerForm(
      server.url,
      { username: 'capture2', password: 'Other#2024x' },
      {
        password: captured.password,
        sm2_code: captured.sm2_code,
      },
    );
    expect(refused(await sendRegistration(server.url, again))).toEqual(invalid(REFUSALS.undecryptable));
  });

  it('refuses an unknown tenant, and a client of another tenant', async () => {
    expect(refused(await register('tenant1', { enterpriseId: 'nowhere' }))).toEqual(
      invalid(REFUSALS.unknownTenant),
    );
    expect(refused(await register('tenant2', { clientId: 'other-client' }))).toEqual(
      invalid(REFUSALS.invalidForm),
    );
  });

  it('leaves nothing behind: a name refused for its password registers once it is good', async () => {
    expect(refused(await register('retry1', {}, 'short')).message).toBe('password.policy.minLength');
    expect(registered(await register('retry1'))).toEqual({ needApprove: true });
  });
});
