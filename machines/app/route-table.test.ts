import { describe, expect, it } from 'vitest';
import { FLOWS, FLOW_IDS } from './flow-table';
import { PAGES } from './pages';
import { ROUTES, ROUTE_IDS, hrefParts, locate, locationOf, sameLocation } from './route-table';

describe('route table', () => {
  it('has every flow that owns a route and every status page, each path once', () => {
    const owned = FLOW_IDS.filter((id) => FLOWS[id].route !== null);
    expect(ROUTE_IDS.sort()).toEqual([...owned, ...Object.keys(PAGES)].sort());
    const paths = ROUTE_IDS.map((id) => ROUTES[id].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names the SPEC routes the flows own', () => {
    expect(ROUTES.signIn.path).toBe('/login');
    expect(ROUTES.applicationTwoFactor.path).toBe('/applicationTwoFactor');
    expect(ROUTES.modifyPassword.path).toBe('/modifyPassword');
    expect(ROUTES.logout.path).toBe('/logout');
    expect(ROUTES.applicationNoPermission.path).toBe('/applicationNoPermission');
  });
});

describe('locate', () => {
  it('reads a URL as its route and parsed query', () => {
    expect(locate('/login', { sp_code: 'sp', application_key: 'k', junk: 'x' })).toEqual({
      route: 'signIn',
      search: { sp_code: 'sp', application_key: 'k' },
    });
    expect(locate('/modifyPassword', { type: 'needModifyPasswordOfFirstLogin' })).toEqual({
      route: 'modifyPassword',
      search: { type: 'needModifyPasswordOfFirstLogin' },
    });
  });

  it('drops a bad query value instead of failing', () => {
    expect(locate('/modifyPassword', { type: 'bogus' })).toEqual({ route: 'modifyPassword', search: {} });
  });

  it('reads `/` as the login page and an unknown path as not found', () => {
    expect(locate('/', {}).route).toBe('signIn');
    expect(locate('/nope', { a: '1' })).toEqual({ route: 'notFound', search: {} });
  });
});

describe('sameLocation', () => {
  it('compares route and query values, not their order or unset values', () => {
    const a = locationOf('signIn', { sp_code: 'sp', application_key: 'k' });
    const b = locate('/login', { application_key: 'k', sp_code: 'sp', otherParams: '' });
    expect(sameLocation(a, b)).toBe(true);
    expect(sameLocation(a, locationOf('signIn'))).toBe(false);
    expect(sameLocation(locationOf('logout'), locationOf('signIn'))).toBe(false);
  });
});

describe('hrefParts', () => {
  it('writes a location as its path and a plain query', () => {
    expect(hrefParts(locationOf('modifyPassword', { type: 'needModifyPasswordOfPwdExpire' }))).toEqual({
      path: '/modifyPassword',
      search: { type: 'needModifyPasswordOfPwdExpire' },
    });
    expect(hrefParts(locationOf('signIn'))).toEqual({ path: '/login', search: {} });
  });
});
