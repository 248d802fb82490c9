import { describe, expect, it } from 'vitest';
import { shownAddress } from './shown-address';

describe('shownAddress', () => {
  it('shows an IPv4 address heard on an IPv6 socket as the IPv4 address', () => {
    expect(shownAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(shownAddress('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('leaves any other address as it is, cut to 64 characters', () => {
    expect(shownAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(shownAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(shownAddress('::ffff:not-an-address')).toBe('::ffff:not-an-address');
    expect(shownAddress('x'.repeat(80))).toHaveLength(64);
  });
});
