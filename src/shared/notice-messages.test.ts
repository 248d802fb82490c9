import { describe, expect, it } from 'vitest';
import { bothLanguages } from '../testing/languages';
import { messages as en } from '../locales/en/messages';
import { messages as zhMessages } from '../locales/zh/messages';
import { noticeText } from './notice-messages';

describe('noticeText', () => {
  // noticeText looks its message up by id alone: both catalogs are loaded, as the app loads them.
  const { zh, english } = bothLanguages(en, zhMessages);

  // The notices the app machine raises as a login ends or cannot start (app.machine.test.ts names each key).
  it.each([
    ['http.401', '未授权，请登录', 'Unauthorized, please sign in'],
    ['code.401', '登录认证失败，请重试', 'Sign-in authentication failed, please try again'],
    [
      'applicationTwoFactor.incomplete',
      '应用二次认证的链接不完整，请回到应用重新发起认证',
      "The application's second-factor link is incomplete. Please start the check again from the application.",
    ],
    [
      'link.invalid',
      '链接无效或已失效，请重新登录',
      'This link is not valid or has expired. Please sign in again.',
    ],
  ])('says %s in both languages', (key, chinese, inEnglish) => {
    expect(noticeText(zh, { key })).toBe(chinese);
    expect(noticeText(english, { key })).toBe(inEnglish);
  });

  it('says an unknown key as an unexpected error, and a raw code as the server wrote it', () => {
    expect(noticeText(zh, { key: 'no.such.key' })).toBe('发生未知错误，请稍后再试');
    expect(noticeText(zh, { key: 'code.raw', text: '服务端原文' })).toBe('服务端原文');
  });
});
