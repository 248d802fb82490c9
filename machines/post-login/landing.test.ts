import { describe, expect, it } from 'vitest';
import { isPortalLanding, loginParamsOf, portalUrl, spRedirectUrl } from './landing';

const config = {
  projectStatus: '',
  endUser_uri: '/frontend/enduser/',
  itManager_uri: '/frontend/itmanager/',
  developer_uri: '/frontend/developer/',
};

describe('portalUrl', () => {
  it('lands each role in its portal with #loginSuccess', () => {
    expect(portalUrl(0, config)).toBe('/frontend/enduser/#loginSuccess');
    expect(portalUrl(1, config)).toBe('/frontend/itmanager/#loginSuccess');
    expect(portalUrl(2, config)).toBe('/frontend/developer/#loginSuccess');
  });

  it('lands every role in the end-user portal in an ali deployment', () => {
    expect(portalUrl(1, { ...config, projectStatus: 'ali' })).toBe('/frontend/enduser/#loginSuccess');
    expect(portalUrl(2, { ...config, projectStatus: 'ali' })).toBe('/frontend/enduser/#loginSuccess');
  });

  const loginParams = (url: string) =>
    JSON.parse(new URLSearchParams(url.split('#loginSuccess?')[1]).get('loginParams') ?? 'null');

  it("appends the token and the login URL's extra parameters as encoded JSON in loginParams", () => {
    const url = portalUrl(2, config, loginParamsOf('t0k', 'a=1&b={"x":"é"}'));
    expect(url).toMatch(/^\/frontend\/developer\/#loginSuccess\?loginParams=[^&]+$/);
    expect(loginParams(url)).toEqual({ access_token: 't0k', otherParams: 'a=1&b={"x":"é"}' });
  });

  it('appends nothing when the login URL brought no extra parameters', () => {
    expect(portalUrl(0, config, loginParamsOf('t0k', null))).toBe('/frontend/enduser/#loginSuccess');
    expect(portalUrl(0, config, loginParamsOf('t0k', ''))).toBe('/frontend/enduser/#loginSuccess');
  });

  it.each(['https://portal.example/enduser/', '//portal.example/enduser/', '/\\portal.example/', 'http://'])(
    'never sends the token to a portal address that may be on another origin (%s)',
    (endUser_uri) => {
      expect(portalUrl(0, { ...config, endUser_uri }, loginParamsOf('t0k', 'a=1'))).toBe(
        `${endUser_uri}#loginSuccess`,
      );
    },
  );
});

describe('loginParamsOf', () => {
  it('holds the token, and the extra parameters only when there are some', () => {
    expect(loginParamsOf('t', 'x=1')).toEqual({ access_token: 't', otherParams: 'x=1' });
    expect(loginParamsOf('t', null)).toEqual({ access_token: 't' });
  });
});

describe('spRedirectUrl', () => {
  it('adds the token, sp_code and application_key to an absolute target', () => {
    expect(spRedirectUrl('https://sp.example/callback?x=1', 't0k', 'sp1', 'app1')).toBe(
      'https://sp.example/callback?x=1&access_token=t0k&sp_code=sp1&application_key=app1',
    );
  });

  it('keeps a relative target relative', () => {
    expect(spRedirectUrl('/frontend/sp-demo/', 't', 's', 'a')).toBe(
      '/frontend/sp-demo/?access_token=t&sp_code=s&application_key=a',
    );
  });
});

describe('isPortalLanding', () => {
  it('knows a portal’s landing from a provider’s target or the license settings', () => {
    expect(isPortalLanding('/frontend/enduser/#loginSuccess')).toBe(true);
    expect(isPortalLanding('/frontend/enduser/#loginSuccess?loginParams=%7B%7D')).toBe(true);
    expect(isPortalLanding('https://sp.example/cb?access_token=t')).toBe(false);
    expect(isPortalLanding('/frontend/itmanager/#/license')).toBe(false);
    expect(isPortalLanding('https://sp.example/#loginSuccessful')).toBe(false);
  });
});
