import { expect, it } from 'vitest';
import { ipAllowed } from './ip-allowlist';

it('matches IPv4 CIDR blocks, mapped addresses and exact entries', () => {
  expect(ipAllowed('10.0.0.1', [])).toBe(true);
  expect(ipAllowed('203.0.113.9', ['203.0.113.0/24'])).toBe(true);
  expect(ipAllowed('::ffff:203.0.113.9', ['203.0.113.0/24'])).toBe(true);
  expect(ipAllowed('203.0.114.9', ['203.0.113.0/24'])).toBe(false);
  expect(ipAllowed('127.0.0.1', ['203.0.113.0/24'])).toBe(false);
  expect(ipAllowed('8.8.8.8', ['0.0.0.0/0'])).toBe(true);
  expect(ipAllowed('::1', ['::1'])).toBe(true);
  expect(ipAllowed('::1', ['203.0.113.0/24'])).toBe(false);
});
