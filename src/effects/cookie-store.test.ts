import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieStore } from './cookie-store';

// A document whose cookie setter records each assignment and whose getter answers a fixed jar.
function fakePage(protocol: string, jar = '') {
  const written: string[] = [];
  vi.stubGlobal('window', { location: { protocol } });
  vi.stubGlobal('document', {
    get cookie() {
      return jar;
    },
    set cookie(assignment: string) {
      written.push(assignment);
    },
  });
  return written;
}

afterEach(() => vi.unstubAllGlobals());

describe('cookieStore', () => {
  it('sets a cookie for a day, Secure on an https page', () => {
    const written = fakePage('https:');
    expect(cookieStore.set('licenseWarned', '1')).toBe(true);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^licenseWarned=1; path=\/; max-age=86400; expires=.+; SameSite=Lax; Secure$/);
  });

  it('removes by writing it again already expired, not Secure over http', () => {
    const written = fakePage('http:');
    expect(cookieStore.remove('licenseWarned')).toBe(true);
    expect(written[0]).toBe(
      'licenseWarned=; path=/; max-age=-1; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('writes nothing for a refused name', () => {
    const written = fakePage('https:');
    expect(cookieStore.set('path', '1')).toBe(false);
    expect(written).toEqual([]);
  });

  it('reads one cookie of the page', () => {
    fakePage('https:', 'a=1; licenseWarned=yes');
    expect(cookieStore.get('licenseWarned')).toBe('yes');
    expect(cookieStore.get('other')).toBeNull();
  });

  it('answers null and writes nothing when cookies are blocked', () => {
    vi.stubGlobal('window', { location: { protocol: 'https:' } });
    vi.stubGlobal('document', {
      get cookie(): string {
        throw new DOMException('blocked', 'SecurityError');
      },
      set cookie(_: string) {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(cookieStore.get('a')).toBeNull();
    expect(cookieStore.set('a', '1')).toBe(false);
  });
});
