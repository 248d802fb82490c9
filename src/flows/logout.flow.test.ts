import { describe, expect, it } from 'vitest';
import { returnAddress } from './logout.flow';

describe('returnAddress (SPEC section 2)', () => {
  it('prefers the saved return address, then the configured login address', () => {
    expect(returnAddress({ login_uri: '/frontend/login/#/login' }, '/frontend/enduser/', 'zh')).toBe('/frontend/enduser/');
    expect(returnAddress({ login_uri: '/frontend/login/#/login' }, null, 'zh')).toBe('/frontend/login/#/login');
  });

  it('falls back to the install page with idpReturn=true and the language', () => {
    expect(returnAddress({ login_uri: '' }, null, 'en')).toBe('/frontend/login/#/login?idpReturn=true&language=en');
  });
});
