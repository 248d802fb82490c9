import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

// Dates made from local parts, so the tests hold in any time zone.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('formatDate (SPEC 9: default yyyy-MM-dd)', () => {
  it('writes yyyy-MM-dd by default', () => {
    expect(formatDate(at(2024, 11, 25))).toBe('2024-11-25');
  });

  it('pads single-digit months, days, hours, minutes and seconds', () => {
    expect(formatDate(at(2024, 3, 5, 7, 8, 9), 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 07:08:09');
  });

  it('uses the 24-hour clock in local time', () => {
    expect(formatDate(at(2024, 12, 31, 23, 59, 59), 'HH:mm:ss')).toBe('23:59:59');
    expect(formatDate(at(2025, 1, 1, 0, 0, 0), 'yyyy-MM-dd HH:mm')).toBe('2025-01-01 00:00');
  });

  it('keeps other characters and reads each field once', () => {
    expect(formatDate(at(2024, 6, 1), 'yyyy年MM月dd日')).toBe('2024年06月01日');
    expect(formatDate(at(2024, 6, 1, 10, 20), 'dd/MM/yyyy mm')).toBe('01/06/2024 20');
  });

  it('pads a year below 1000 to four digits', () => {
    const date = at(2000, 1, 2);
    date.setFullYear(987);
    expect(formatDate(date)).toBe('0987-01-02');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate(new Date('not a date'))).toBe('');
    expect(formatDate(new Date(Number.NaN), 'HH:mm')).toBe('');
  });
});
