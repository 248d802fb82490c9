import { describe, expect, it } from 'vitest';
import { present } from './present';

describe('present', () => {
  it('returns a value that is there, falsy ones too', () => {
    expect(present('x', 'code')).toBe('x');
    expect(present(0, 'count')).toBe(0);
    expect(present('', 'pin')).toBe('');
  });

  it('fails, naming what is missing, when it is not', () => {
    expect(() => present(null, 'the QR code')).toThrow('the QR code is missing');
    expect(() => present(undefined, 'the challenge')).toThrow('the challenge is missing');
  });
});
