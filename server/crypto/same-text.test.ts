import { describe, expect, it } from 'vitest';
import { sameText } from './same-text';

describe('sameText', () => {
  it('is true only for the same text', () => {
    expect(sameText('12345678', '12345678')).toBe(true);
    expect(sameText('12345678', '12345679')).toBe(false);
  });
  it('tells texts of other lengths apart without throwing', () => {
    expect(sameText('abc', 'abcd')).toBe(false);
    expect(sameText('abc', '')).toBe(false);
  });
  it('compares bytes, not UTF-16 units', () => {
    expect(sameText('é', 'e\u0301')).toBe(false);
    expect(sameText('密码', '密码')).toBe(true);
  });
});
