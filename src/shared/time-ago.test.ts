import { describe, expect, it } from 'vitest';
import { formatTimeAgo, timeAgo } from './time-ago';

describe('timeAgo (SPEC 9 units)', () => {
  // Each unit's edge: one second short of it stays in the unit below.
  const EDGES = [
    [59, { value: 59, unit: 'second' }],
    [60, { value: 1, unit: 'minute' }],
    [3599, { value: 59, unit: 'minute' }],
    [3600, { value: 1, unit: 'hour' }],
    [86_399, { value: 23, unit: 'hour' }],
    [86_400, { value: 1, unit: 'day' }],
    [604_799, { value: 6, unit: 'day' }],
    [604_800, { value: 1, unit: 'week' }],
    [2_591_999, { value: 4, unit: 'week' }],
    [2_592_000, { value: 1, unit: 'month' }],
    [31_535_999, { value: 12, unit: 'month' }],
    [31_536_000, { value: 1, unit: 'year' }],
  ] as const;

  it.each(EDGES)('%i s ahead is %o', (seconds, expected) => {
    expect(timeAgo(seconds)).toEqual(expected);
  });

  it.each(EDGES)('%i s ago is the same count, negative', (seconds, expected) => {
    expect(timeAgo(-seconds)).toEqual({ ...expected, value: -expected.value });
  });

  it('counts whole units, rounded toward zero', () => {
    expect(timeAgo(-119)).toEqual({ value: -1, unit: 'minute' });
    expect(timeAgo(7199)).toEqual({ value: 1, unit: 'hour' });
    expect(timeAgo(3 * 31_536_000 + 5)).toEqual({ value: 3, unit: 'year' });
  });

  it('is 0 seconds (never -0) now, under a second, or for no number', () => {
    for (const seconds of [0, -0, 0.4, -0.4, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(Object.is(timeAgo(seconds).value, 0), String(seconds)).toBe(true);
      expect(timeAgo(seconds).unit).toBe('second');
    }
  });
});

describe('formatTimeAgo', () => {
  it('words it with Intl.RelativeTimeFormat, numeric auto', () => {
    expect(formatTimeAgo(0, 'en')).toBe('now');
    expect(formatTimeAgo(-86_400, 'en')).toBe('yesterday');
    expect(formatTimeAgo(3 * 3600, 'en')).toBe('in 3 hours');
    expect(formatTimeAgo(-120, 'zh')).toBe('2分钟前');
  });
});
