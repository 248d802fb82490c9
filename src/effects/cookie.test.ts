import { describe, expect, it } from 'vitest';
import { cookieAssignment, expirySeconds, isCookieName, readCookie } from './cookie';

const NOW = new Date('2024-03-01T08:00:00Z');
const DAY = 86_400;

describe('cookie names (SPEC 5)', () => {
  it('refuses the attribute names, in any case', () => {
    for (const name of [
      'expires',
      'max-age',
      'path',
      'domain',
      'secure',
      'SameSite',
      'EXPIRES',
      'samesite',
    ]) {
      expect(isCookieName(name), name).toBe(false);
    }
  });

  it('takes RFC 6265 tokens and refuses separators, spaces, non-ASCII and the empty name', () => {
    expect(isCookieName('IDP_SEC_TOKEN')).toBe(true);
    expect(isCookieName('license-warning.2024')).toBe(true);
    expect(isCookieName("a!#$%&'*+^`|~")).toBe(true);
    for (const name of ['', 'a b', 'a=b', 'a;b', 'a,b', '"a"', 'a/b', 'a@b', '名字', 'a\tb']) {
      expect(isCookieName(name), name).toBe(false);
    }
  });
});

describe('cookie expiry (SPEC 9)', () => {
  it('reads a number and each unit: y 360 days, m 30 days, d, h, min, s', () => {
    expect(expirySeconds('1y')).toBe(360 * DAY);
    expect(expirySeconds('1m')).toBe(30 * DAY);
    expect(expirySeconds('2d')).toBe(2 * DAY);
    expect(expirySeconds('3h')).toBe(3 * 3600);
    expect(expirySeconds('5min')).toBe(300);
    expect(expirySeconds('45s')).toBe(45);
    expect(expirySeconds('0s')).toBe(0);
    expect(expirySeconds('1.5h')).toBe(5400);
  });

  it('takes -1 as removal and refuses anything else', () => {
    expect(expirySeconds(-1)).toBe(-1);
    for (const expiry of ['', 'd', '1', '1w', '1 d', '-1d', '1D', '1mins', 60, -2]) {
      expect(expirySeconds(expiry), String(expiry)).toBeNull();
    }
  });
});

describe('cookieAssignment', () => {
  it('lives a day when no expiry is given, on every path, SameSite=Lax, encoded', () => {
    expect(cookieAssignment('note', 'a b;c', { secure: false, now: NOW })).toBe(
      'note=a%20b%3Bc; path=/; max-age=86400; expires=Sat, 02 Mar 2024 08:00:00 GMT; SameSite=Lax',
    );
  });

  it('is Secure on an https page and follows the expiry given', () => {
    expect(cookieAssignment('note', '1', { expiry: '30min', secure: true, now: NOW })).toBe(
      'note=1; path=/; max-age=1800; expires=Fri, 01 Mar 2024 08:30:00 GMT; SameSite=Lax; Secure',
    );
  });

  it('removes with expiry -1: already expired', () => {
    expect(cookieAssignment('note', '', { expiry: -1, secure: false, now: NOW })).toBe(
      'note=; path=/; max-age=-1; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('writes nothing for a refused name', () => {
    expect(cookieAssignment('Max-Age', '1', { secure: false, now: NOW })).toBeNull();
    expect(cookieAssignment('a=b', '1', { secure: false, now: NOW })).toBeNull();
  });
});

describe('readCookie', () => {
  const cookies = 'JSESSIONID=abc123; note=a%20b%3Bc; quoted="x y"; stray=100%; empty=';

  it('finds one cookie by its exact name and decodes it', () => {
    expect(readCookie(cookies, 'JSESSIONID')).toBe('abc123');
    expect(readCookie(cookies, 'note')).toBe('a b;c');
    expect(readCookie(cookies, 'empty')).toBe('');
  });

  it('drops quotes and keeps a value that is not percent-encoded as it is', () => {
    expect(readCookie(cookies, 'quoted')).toBe('x y');
    expect(readCookie(cookies, 'stray')).toBe('100%');
  });

  it('answers null for a missing name, a prefix of a name, or no cookies', () => {
    expect(readCookie(cookies, 'missing')).toBeNull();
    expect(readCookie(cookies, 'JSESSION')).toBeNull();
    expect(readCookie('', 'note')).toBeNull();
  });

  it('reads back what cookieAssignment wrote', () => {
    const written = cookieAssignment('note', '今天不再提示=1', { secure: false, now: NOW }) ?? '';
    expect(readCookie(written.split(';')[0] ?? '', 'note')).toBe('今天不再提示=1');
  });
});
