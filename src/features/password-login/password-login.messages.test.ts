import { describe, expect, it } from 'vitest';
import { bothLanguages } from '../../testing/languages';
import { messages as en } from '../../locales/en/messages';
import { loginErrorText } from './password-login.messages';

describe('loginErrorText', () => {
  const { zh, english } = bothLanguages(en);

  it('counts the attempts left before the lock, in the singular when one is left (en)', () => {
    expect(loginErrorText(english, { code: 'willLock', count: 1 })).toBe(
      'Incorrect username or password. 1 more failed attempt will lock the account.',
    );
    expect(loginErrorText(english, { code: 'willLock', count: 3 })).toBe(
      'Incorrect username or password. 3 more failed attempts will lock the account.',
    );
    expect(loginErrorText(zh, { code: 'willLock', count: 1 })).toBe(
      '用户名或密码错误，再失败 1 次账户将被锁定',
    );
  });

  it('says only that the password was wrong when the server gave no count', () => {
    expect(loginErrorText(english, { code: 'willLock' })).toBe('Incorrect username or password');
  });

  // What an account's state, a refused captcha or the server answers, in both languages (the e2e servers' own
  // refusals reach this text through the machine: password-login.machine.test.ts, 'shows %s as %j').
  it.each([
    ['invalidCaptcha', '验证码错误', 'Incorrect captcha'],
    [
      'disabled',
      '账户已被禁用，请联系管理员',
      'This account is disabled. Please contact your administrator.',
    ],
    ['expired', '账户已过期，请联系管理员', 'This account has expired. Please contact your administrator.'],
    [
      'awaitingApproval',
      '账户正在等待管理员审批，审批通过后即可登录',
      'This account is waiting for administrator approval. You can sign in once it is approved.',
    ],
    ['serverError', '服务器内部错误', 'Internal server error'],
    ['loginFailed', '登录异常', 'Sign-in error'],
  ] as const)('says %s in both languages', (code, chinese, inEnglish) => {
    expect(loginErrorText(zh, { code })).toBe(chinese);
    expect(loginErrorText(english, { code })).toBe(inEnglish);
  });

  it("says a directory's own refusals in both languages", () => {
    expect(loginErrorText(english, { code: 'unknownUser' })).toBe('The directory has no user with this name');
    expect(loginErrorText(zh, { code: 'directoryUnavailable' })).toBe('目录服务暂时无法连接，请稍后再试');
    expect(loginErrorText(english, { code: 'directoryUnavailable' })).toBe(
      'The directory cannot be reached. Please try again later.',
    );
  });
});
