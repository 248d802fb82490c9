import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/license';
import { bothLanguages } from '../../testing/languages';
import { licenseEndText } from './license.messages';

describe('licenseEndText', () => {
  const { zh, english } = bothLanguages(en);
  const now = new Date(2026, 11, 6, 12).getTime();
  const day = 86_400_000;

  it('says a passed end in the past tense, in both languages', () => {
    const yesterday = new Date(now - day);
    expect(licenseEndText(english, yesterday, now)).toBe('It ended on 2026-12-05 (yesterday).');
    expect(licenseEndText(zh, yesterday, now)).toBe('已于 2026-12-05 到期（昨天）。');
  });

  it('says an end to come as the day it ends', () => {
    const inThreeDays = new Date(now + 3 * day);
    expect(licenseEndText(english, inThreeDays, now)).toBe('It ends on 2026-12-09 (in 3 days).');
    expect(licenseEndText(zh, inThreeDays, now)).toBe('到期时间：2026-12-09（3天后）。');
  });
});
