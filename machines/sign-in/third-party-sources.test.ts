import { describe, expect, it } from 'vitest';
import type { AdapterList } from '../../schemas/boot.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { dingTalkPluginSources, thirdPartySources } from './third-party-sources';

const adapter = (enterpriseAuthId: string, more: Partial<AdapterList['list'][number]> = {}) => ({
  enterpriseAuthId,
  name: enterpriseAuthId,
  display: true,
  clientDevices: ['PC_BROWSER' as const, 'MOBILE_H5' as const],
  compositeAuthenticate: false,
  ...more,
});
const list = (...entries: AdapterList['list']): AdapterList => ({
  list: entries,
  appSecurityLevel: 5,
  noSecurityAuth: false,
});

describe('thirdPartySources', () => {
  it('lists the displayed third-party adapters in the tenant order, once each, and nothing else', () => {
    const adapters = list(
      adapter(ADAPTERS.password),
      adapter(ADAPTERS.wechat),
      adapter(ADAPTERS.aad),
      adapter(ADAPTERS.wechat),
      adapter(ADAPTERS.dingtalk, { display: false }),
    );
    expect(thirdPartySources(adapters, { type: 'IDAAS' }, false)).toEqual(['wechat', 'aad']);
  });

  it('keeps only the sources offered on this device', () => {
    const adapters = list(
      adapter(ADAPTERS.alipay, { clientDevices: ['MOBILE_H5'] }),
      adapter(ADAPTERS.oidcCode),
    );
    expect(thirdPartySources(adapters, { type: 'IDAAS' }, false)).toEqual(['oidc_code']);
    expect(thirdPartySources(adapters, { type: 'IDAAS' }, true)).toEqual(['alipay', 'oidc_code']);
  });

  it('leaves out the sources the login card has as tabs', () => {
    const adapters = list(adapter(ADAPTERS.wechat), adapter(ADAPTERS.aad), adapter(ADAPTERS.dingtalk));
    const tabs = [{ key: ADAPTERS.password }, { key: ADAPTERS.wechat }];
    expect(thirdPartySources(adapters, { type: 'IDAAS' }, false, tabs)).toEqual(['aad', 'ddtalk']);
  });

  it('offers none to an application second check, or before the adapters are known', () => {
    const context = {
      type: 'APPLICATION_TWOFACTOR' as const,
      applicationData: { purchaseId: 'p', state: 's', username: 'u' },
    };
    expect(thirdPartySources(list(adapter(ADAPTERS.aad)), context, false)).toEqual([]);
    expect(thirdPartySources(null, { type: 'IDAAS' }, false)).toEqual([]);
  });
});

describe('dingTalkPluginSources', () => {
  const plugins = [
    { id: 'a', name: '钉钉甲', nameEn: 'DingTalk A' },
    { id: 'b', name: '钉钉乙' },
  ];
  it("offers the tenant's plugins in order to its login and an allowing provider's, none to an application's second check", () => {
    expect(dingTalkPluginSources(plugins, { type: 'IDAAS' }, null)).toEqual(plugins);
    const sp = { type: 'IDAAS_SP' as const, spData: { sp_code: 's', application_key: 'k' } };
    expect(dingTalkPluginSources(plugins, sp, list(adapter(ADAPTERS.oidcCodeAdapter)))).toEqual(plugins);
    // The provider's application allows the password alone, or its list did not load: no plugin.
    expect(dingTalkPluginSources(plugins, sp, list(adapter(ADAPTERS.password)))).toEqual([]);
    expect(dingTalkPluginSources(plugins, sp, null)).toEqual([]);
    const second = {
      type: 'APPLICATION_TWOFACTOR' as const,
      applicationData: { purchaseId: 'p', state: 's', username: 'u' },
    };
    expect(dingTalkPluginSources(plugins, second, null)).toEqual([]);
  });
});
