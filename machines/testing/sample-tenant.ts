import type { TenantData } from '../shared/tenant-data';
import { parseLoginPageConfig } from '../../schemas/login-page-config.schema';
import { ADAPTERS } from '../../schemas/spec-constants';

/** A booted tenant with the password adapter, as the demo tenant has it. */
export const sampleTenant: TenantData = {
  bootedFor: null,
  preLogin: { clientId: 'c', instanceId: 'i' },
  enterprise: { enterpriseId: 'demo', name: '演示' },
  idpInfo: null,
  systemSetting: { skipForceLogin: false },
  sm2Key: { code: 'k', publicKey: `04${'a'.repeat(128)}` },
  adapters: {
    list: [
      {
        enterpriseAuthId: ADAPTERS.password,
        name: '密码',
        display: true,
        clientDevices: ['PC_BROWSER'],
        compositeAuthenticate: false,
      },
    ],
    appSecurityLevel: 5,
    noSecurityAuth: false,
  },
  pageConfig: parseLoginPageConfig(null),
  dingTalkPlugins: [],
  failed: [],
};
