import { describe, expect, it } from 'vitest';
import { bothLanguages } from '../../testing/languages';
import { messages as en } from '../../locales/en/reset-password';
import { REFUSAL_TEXTS } from './reset-password.messages';

describe('REFUSAL_TEXTS', () => {
  const { zh, english } = bothLanguages(en);

  // A typed code the server refuses (reset-code.test.ts on the server; reset-code.machine.test.ts maps each),
  // told apart from the captcha's own refusal, which has the same Chinese words.
  it.each([
    ['wrongCode', '验证码错误，请重新输入', 'Wrong code. Please try again.'],
    ['expiredCode', '验证码已失效，请重新获取', 'This code has expired. Please ask for a new one.'],
    [
      'resendTooSoon',
      '验证码发送过于频繁，请稍后再试',
      'A code was sent less than a minute ago. Wait for the countdown, then ask again.',
    ],
    [
      'sTokenMismatch',
      'Stoken校验失败，请求不安全，请重试。',
      'The answer could not be verified (sToken), so it is not safe to go on. Ask for a new code and try again.',
    ],
    ['wrongCaptcha', '验证码错误，请重新输入', 'Wrong captcha. Try again.'],
  ] as const)('says %s in both languages', (refusal, chinese, inEnglish) => {
    expect(zh._(REFUSAL_TEXTS[refusal])).toBe(chinese);
    expect(english._(REFUSAL_TEXTS[refusal])).toBe(inEnglish);
  });
});
