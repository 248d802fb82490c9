import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages';
import { loginErrorText } from './password-login.messages';

describe('loginErrorText', () => {
  // Chinese is the source language: with no catalog loaded, every text shows as written in the code.
  const zh = setupI18n({ locale: 'zh', messages: { zh: {} } });
  const english = setupI18n({ locale: 'en', messages: { en } });

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

  it("says a directory's own refusals in both languages", () => {
    expect(loginErrorText(english, { code: 'unknownUser' })).toBe('The directory has no user with this name');
    expect(loginErrorText(zh, { code: 'directoryUnavailable' })).toBe('目录服务暂时无法连接，请稍后再试');
    expect(loginErrorText(english, { code: 'directoryUnavailable' })).toBe(
      'The directory cannot be reached. Please try again later.',
    );
  });
});
