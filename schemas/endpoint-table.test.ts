import { COMPOSITE_LOGIN_TYPE } from './composite.schema';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Endpoint, SOURCE_IN_PATH, fillPath, pathParameters } from './endpoint';
import * as groups from './endpoint-table';
import { ENDPOINT_GROUPS } from './endpoint-groups.gen';
import { PLUGIN_LOGIN_TYPE } from './plugin-login.schema';
import { ADAPTERS } from './spec-constants';

describe('endpoint table', () => {
  it('names every call once across its groups: a name two groups share would hide one of them', () => {
    const names = Object.values(ENDPOINT_GROUPS).flatMap((group) => Object.keys(group));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(groups.CONTRACT_ENDPOINTS)).toHaveLength(names.length);
  });

  it('gives every {name} of a path a field of its params, and params only to paths that have some', () => {
    const endpoints: Record<string, Endpoint> = groups.CONTRACT_ENDPOINTS;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const { params } = endpoint;
      const fields = params instanceof z.ZodMiniObject ? Object.keys(params.shape).sort() : [];
      if (params) expect(params, name).toBeInstanceOf(z.ZodMiniObject);
      expect(fields, name).toEqual(pathParameters(endpoint.path).sort());
    }
  });

  it('names the login type of the public calls of every type but the password, which a free tenant refuses', () => {
    const endpoints: Record<string, Endpoint> = groups.CONTRACT_ENDPOINTS;
    const typed = Object.entries(endpoints).filter(([, endpoint]) => endpoint.loginType);
    expect(Object.fromEntries(typed.map(([name, endpoint]) => [name, endpoint.loginType]))).toEqual({
      smsLoginInfo: ADAPTERS.mobilePhoneToken,
      smsLoginSendCode: ADAPTERS.mobilePhoneToken,
      smsLogin: ADAPTERS.mobilePhoneToken,
      qrLoginInit: ADAPTERS.scanCode,
      qrLoginMobileInit: ADAPTERS.scanCode,
      qrLoginCaptcha: ADAPTERS.scanCode,
      qrLoginStatus: ADAPTERS.scanCode,
      qrLoginSuccess: ADAPTERS.scanCode,
      qrLoginShow: ADAPTERS.scanCode,
      usbKeyChallenge: ADAPTERS.usbKey,
      usbKeyLogin: ADAPTERS.usbKey,
      alilangTokenParams: ADAPTERS.alilang,
      alilangCallback: ADAPTERS.alilang,
      thirdPartyStart: SOURCE_IN_PATH,
      thirdPartyCallback: SOURCE_IN_PATH,
      thirdPartyBinding: SOURCE_IN_PATH,
      thirdPartyBind: SOURCE_IN_PATH,
      directoryLogin: ADAPTERS.ldap,
      pluginTraceStart: PLUGIN_LOGIN_TYPE,
      pluginTraceCheck: PLUGIN_LOGIN_TYPE,
      pluginBind: PLUGIN_LOGIN_TYPE,
      pluginComplementForm: PLUGIN_LOGIN_TYPE,
      pluginComplement: PLUGIN_LOGIN_TYPE,
      pluginRegister: PLUGIN_LOGIN_TYPE,
      compositeStart: COMPOSITE_LOGIN_TYPE,
      compositeValidate: COMPOSITE_LOGIN_TYPE,
    });
    for (const [name, endpoint] of typed) {
      // The gate reads the tenant a public call names; a source in the path is its `{adapter}`.
      expect(endpoint.access, name).toBe('public');
      if (endpoint.loginType === SOURCE_IN_PATH)
        expect(pathParameters(endpoint.path), name).toEqual(['adapter']);
    }
  });

  it('fills a path parameter as one encoded segment, and refuses a path with one missing', () => {
    expect(fillPath('one_time_login/success/{code}', { code: 'a/b?c' })).toBe(
      'one_time_login/success/a%2Fb%3Fc',
    );
    expect(() => fillPath('one_time_login/success/{code}', {})).toThrow('no value for {code}');
  });
});
