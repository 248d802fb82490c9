import { describe, expect, it } from 'vitest';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { refusalOf, resetClient, startReset } from '../../test/reset-password-client';
import { insertTestAccount, resetTokenStoredInClear } from '../../test/inspect.repo';
import { newCaptcha } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';

// POST forgot_password/verify_user over HTTP against the seeded demo tenant.
const server = useTestServer();
const call = () => resetClient(server.url);
const NO_ACCOUNT = { success: false, code: '400', message: REFUSALS.noAccount };

describe('the captcha, asked first', () => {
  it('refuses a wrong captcha with 439, and the captcha is spent by the attempt', async () => {
    const captchaCode = await newCaptcha(server.url);
    const wrong = await call().verifyUser('resetmail', { captchaCode, captcha: 'WRONG' });
    expect(refusalOf(wrong)).toEqual({ code: '439', message: REFUSALS.wrongCaptcha });
    expect(refusalOf(await call().verifyUser('resetmail', { captchaCode })).code).toBe('439');
    expect(refusalOf(await call().verifyUser('resetmail', { captchaCode: '' })).code).toBe('439');
  });

  it('is not reached for an unknown tenant, nor for a form missing its captcha', async () => {
    expect(refusalOf(await call().verifyUser('resetmail', { _enterprise_id: 'nowhere' }))).toEqual({
      code: 'InvalidParameter',
      message: REFUSALS.unknownTenant,
    });
    expect(refusalOf(await call().verifyUser('resetmail', { captcha: undefined })).code).toBe(
      'InvalidParameter',
    );
  });
});

describe('an account that cannot be reset here', () => {
  it('answers unknown, disabled, pending, expired and unprovable accounts alike: 400 noAccount', async () => {
    await insertTestAccount(server.db, { username: 'nomethod1', email: null });
    for (const username of ['nobody-here', 'disabled', 'pending', 'expireduser', 'nomethod1']) {
      const { status, body } = await call().verifyUser(username);
      expect({ username, status, body }).toEqual({ username, status: 200, body: NO_ACCOUNT });
    }
  });
});

describe('an account found by its username, e-mail or phone', () => {
  it('answers a reset token, the name as stored, and each way masked', async () => {
    expect(await startReset(server.url, 'resetmail')).toMatchObject({
      username: 'resetmail',
      methods: [{ type: 'email', masked: 'r***@demo.example.com' }],
    });
    expect((await startReset(server.url, 'ResetPhone')).methods).toEqual([
      { type: 'email', masked: 'r***@demo.example.com' },
      { type: 'phone', masked: '138****8020' },
    ]);
    expect((await startReset(server.url, 'resetquestion')).methods).toEqual([
      { type: 'email', masked: 'r***@demo.example.com' },
      { type: 'question', masked: null },
    ]);
  });

  it('finds the account by its e-mail in any case, and by its phone of the region given', async () => {
    expect((await startReset(server.url, 'RESETMAIL@Demo.Example.com')).username).toBe('resetmail');
    expect((await startReset(server.url, '13800138020')).username).toBe('resetphone');
    await insertTestAccount(server.db, { username: 'abroad1', email: null, phoneNumber: '+85291234567' });
    const abroad = await call().verifyUser('91234567', { phoneRegion: '852' });
    expect(refusalOf(await call().verifyUser('91234567')).code).toBe('400');
    expect(abroad.body).toMatchObject({ data: { username: 'abroad1', methods: [{ type: 'phone' }] } });
  });

  it('finds the account by any spelling of its name (width, case, a dotted capital I), named as stored', async () => {
    for (const spelling of ['ＲＥＳＥＴＭＡＩＬ', 'RESETMAİL', 'resetmaİl']) {
      expect((await startReset(server.url, spelling)).username).toBe('resetmail');
    }
  });

  it('takes a username before an e-mail that reads the same', async () => {
    await insertTestAccount(server.db, {
      username: 'Resetmail@demo.example.com',
      email: null,
      phoneNumber: '13900000031',
    });
    expect((await startReset(server.url, 'resetmail@demo.example.com')).username).toBe(
      'Resetmail@demo.example.com',
    );
  });

  it('gives each reset a token of its own, kept only as a digest', async () => {
    const first = await startReset(server.url, 'resetmail');
    const second = await startReset(server.url, 'resetmail');
    expect(first.resetToken).not.toBe(second.resetToken);
    expect(first.resetToken.length).toBeGreaterThanOrEqual(32);
    expect(await resetTokenStoredInClear(server.db, first.resetToken)).toBe(false);
  });
});
