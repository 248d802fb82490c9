import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/usbkey-login';
import { bothLanguages } from '../../testing/languages';
import { pinRetriesText } from './usbkey-login.messages';

describe('pinRetriesText', () => {
  const { zh, english } = bothLanguages(en);

  it('counts the tries the key has left, in the singular when one is left (en)', () => {
    expect(english._(pinRetriesText(1))).toBe('Wrong PIN. 1 attempt left.');
    expect(english._(pinRetriesText(4))).toBe('Wrong PIN. 4 attempts left.');
    expect(zh._(pinRetriesText(1))).toBe('PIN 码错误，还可重试 1 次');
  });
});
