import { describe, expect, it } from 'vitest';
import { portalUrl, spRedirectUrl } from './landing';

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

  it('appends the login parameters, encoded', () => {
    expect(portalUrl(0, config, 'a=1&b=2')).toBe('/frontend/enduser/#loginSuccess?loginParams=a%3D1%26b%3D2');
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
