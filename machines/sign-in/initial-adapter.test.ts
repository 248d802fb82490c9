import { describe, expect, it } from 'vitest';
import type { Adapter, AdapterList } from '../../schemas/boot.schema';
import { DEFAULT_LOGIN_TYPE_LIST } from '../../schemas/login-page-config.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { initialAdapter } from './initial-adapter';

const type = (key: string) => ({ key, name: key });
const list = (over: Partial<AdapterList> = {}): AdapterList => ({
  list: [],
  appSecurityLevel: 5,
  noSecurityAuth: false,
  ...over,
});
const sp = { type: 'IDAAS_SP' as const, spData: { sp_code: 's', application_key: 'k' } };
const idaas = { type: 'IDAAS' as const };
const pick = (o: Parameters<typeof initialAdapter>[0]) => {
  const result = initialAdapter(o);
  return result.kind === 'adapter' ? result.key : result.kind;
};

describe('initialAdapter (SPEC section 4)', () => {
  const types = [type('sms-plugin'), type(ADAPTERS.scanCode), type(ADAPTERS.password)];

  it('goes to the system error page when the tenant has no adapters', () => {
    expect(pick({ adapters: list({ noSecurityAuth: true }), types, context: idaas, mobile: false })).toBe(
      'noSecurityAuth',
    );
    expect(pick({ adapters: list(), types: [], context: idaas, mobile: false })).toBe('noSecurityAuth');
  });

  it('says the adapters are unavailable when their list failed to load', () => {
    expect(pick({ adapters: null, types, context: idaas, mobile: false })).toBe('unavailable');
  });

  it('opens the configured adapter when it is shown, the URL one first (up = password)', () => {
    const adapters = list({ idaasAdapter: ADAPTERS.scanCode, idaasH5Adapter: 'sms-plugin' });
    expect(pick({ adapters, types, context: idaas, mobile: false })).toBe(ADAPTERS.scanCode);
    expect(pick({ adapters, types, context: idaas, mobile: true })).toBe('sms-plugin');
    expect(pick({ adapters, types, context: idaas, mobile: false, urlAdapter: 'up' })).toBe(
      ADAPTERS.password,
    );
  });

  it('ignores a configured adapter that is not shown', () => {
    const adapters = list({ idaasAdapter: 'hidden' });
    expect(pick({ adapters, types, context: idaas, mobile: false })).toBe(ADAPTERS.password);
  });

  it('prefers password, then mobile-phone token, then scan code', () => {
    expect(pick({ adapters: list(), types, context: idaas, mobile: false })).toBe(ADAPTERS.password);
    const noPassword = [type('x'), type(ADAPTERS.scanCode), type(ADAPTERS.mobilePhoneToken)];
    expect(pick({ adapters: list(), types: noPassword, context: idaas, mobile: false })).toBe(
      ADAPTERS.mobilePhoneToken,
    );
    expect(pick({ adapters: list(), types: [type('x'), type('y')], context: idaas, mobile: false })).toBe(
      'x',
    );
  });

  it('opens a service-provider login on the first type the application allows', () => {
    expect(pick({ adapters: list(), types, context: sp, mobile: false })).toBe('sms-plugin');
  });

  describe('on the free edition (SPEC 2: the password alone)', () => {
    const free = { context: idaas, mobile: false, edition: 'free' } as const;
    /** The tenant's adapters with the password's on (`over` changes it). */
    const withPassword = (over: Partial<Adapter> = {}) =>
      list({
        list: [
          {
            enterpriseAuthId: ADAPTERS.password,
            name: '密码登录',
            display: true,
            clientDevices: ['PC_BROWSER', 'MOBILE_H5'],
            compositeAuthenticate: false,
            ...over,
          },
        ],
      });

    it('opens on the password whatever the tenant’s default for the device says', () => {
      const adapters = list({ idaasAdapter: ADAPTERS.scanCode, idaasH5Adapter: 'sms-plugin' });
      expect(pick({ ...free, adapters, types })).toBe(ADAPTERS.password);
      expect(pick({ ...free, adapters, types, mobile: true })).toBe(ADAPTERS.password);
    });

    it('opens on the password whatever `defaultAdapter` names, and keeps every tab', () => {
      const result = initialAdapter({ ...free, adapters: list(), types, urlAdapter: ADAPTERS.scanCode });
      expect(result).toEqual({ kind: 'adapter', key: ADAPTERS.password, types });
    });

    it('opens a service provider’s login on the password, not on the first type it allows', () => {
      expect(pick({ ...free, adapters: list(), types, context: sp })).toBe(ADAPTERS.password);
    });

    it('adds the password’s tab first when the page lists paid types alone and the password adapter is on', () => {
      const paidOnly = [type('sms-plugin'), type(ADAPTERS.scanCode)];
      const result = initialAdapter({ ...free, adapters: withPassword(), types: paidOnly });
      expect(result).toEqual({
        kind: 'adapter',
        key: ADAPTERS.password,
        types: [DEFAULT_LOGIN_TYPE_LIST[0], ...paidOnly],
      });
      // A list that kept nothing the tenant has on is the same case.
      expect(pick({ ...free, adapters: withPassword(), types: [] })).toBe(ADAPTERS.password);
      // The other editions keep the tenant's list as it is.
      expect(pick({ ...free, edition: 'standard', adapters: withPassword(), types: paidOnly })).toBe(
        ADAPTERS.scanCode,
      );
      expect(pick({ ...free, edition: 'standard', adapters: withPassword(), types: [] })).toBe(
        'noSecurityAuth',
      );
    });

    it('has no type to open when the password adapter is off too: the server accepts no other', () => {
      const paidOnly = [type('sms-plugin'), type(ADAPTERS.scanCode)];
      const off = (adapter: Partial<Adapter>) => withPassword(adapter);
      expect(pick({ ...free, adapters: list(), types: paidOnly })).toBe('noSecurityAuth');
      expect(pick({ ...free, adapters: off({ display: false }), types: paidOnly })).toBe('noSecurityAuth');
      expect(pick({ ...free, adapters: off({ clientDevices: ['MOBILE_H5'] }), types: paidOnly })).toBe(
        'noSecurityAuth',
      );
      expect(
        pick({ ...free, adapters: off({ clientDevices: ['MOBILE_H5'] }), types: paidOnly, mobile: true }),
      ).toBe(ADAPTERS.password);
    });

    it.each(['standard', 'exclusive', null] as const)('leaves the choice alone on %s', (edition) => {
      const adapters = list({ idaasAdapter: ADAPTERS.scanCode });
      expect(pick({ adapters, types, context: idaas, mobile: false, edition })).toBe(ADAPTERS.scanCode);
    });
  });

  it('shows at most three types for mobile application logins', () => {
    const many = [type('a'), type('b'), type('c'), type(ADAPTERS.password)];
    const result = initialAdapter({ adapters: list(), types: many, context: sp, mobile: true });
    expect(result.kind === 'adapter' && result.types.map((t) => t.key)).toEqual(['a', 'b', 'c']);
    const desktop = initialAdapter({ adapters: list(), types: many, context: sp, mobile: false });
    expect(desktop.kind === 'adapter' && desktop.types).toHaveLength(4);
  });
});
