import { describe, expect, it } from 'vitest';
import { TolerantLogoutResponse } from './logout-response.schema';

const ok = (data: unknown) => ({ success: true, code: '200', data });

describe('TolerantLogoutResponse', () => {
  it('reads the fields at data, with no SP logout addresses by default', () => {
    expect(TolerantLogoutResponse.parse(ok({ logout: true, logoutUrl: null })).data).toEqual({
      logout: true,
      spLogoutUrls: [],
      logoutUrl: null,
    });
  });

  it('reads the fields nested at data.data', () => {
    const nested = ok({
      data: { logout: true, spLogoutUrls: ['https://sp.example/logout'], logoutUrl: 'https://idp.example/' },
    });
    expect(TolerantLogoutResponse.parse(nested).data).toEqual({
      logout: true,
      spLogoutUrls: ['https://sp.example/logout'],
      logoutUrl: 'https://idp.example/',
    });
  });

  it('refuses a body with neither shape', () => {
    expect(TolerantLogoutResponse.safeParse(ok({ data: { spLogoutUrls: [] } })).success).toBe(false);
    expect(TolerantLogoutResponse.safeParse(ok({ logout: 'yes' })).success).toBe(false);
  });
});
