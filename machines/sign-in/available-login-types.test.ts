import { describe, expect, it } from 'vitest';
import { availableLoginTypes } from './available-login-types';

const adapter = (
  id: string,
  display = true,
  devices: ('PC_BROWSER' | 'MOBILE_H5')[] = ['PC_BROWSER', 'MOBILE_H5'],
) => ({
  enterpriseAuthId: id,
  name: id,
  display,
  clientDevices: devices,
  compositeAuthenticate: false,
});

describe('availableLoginTypes', () => {
  const configured = [
    { key: 'sms', name: '短信' },
    { key: 'password', name: '密码' },
    { key: 'qr', name: '扫码' },
    { key: 'password', name: '重复' },
  ];
  const all = ['sms', 'password', 'qr'];

  it('keeps the configured order, once each, for adapters the tenant displays', () => {
    const tenant = [adapter('password'), adapter('sms'), adapter('qr', false)];
    expect(availableLoginTypes(configured, tenant, 'PC_BROWSER', all).map((t) => t.key)).toEqual([
      'sms',
      'password',
    ]);
  });

  it('drops adapters not offered on this device or without a flow here', () => {
    const tenant = [adapter('password'), adapter('sms', true, ['MOBILE_H5'])];
    expect(availableLoginTypes(configured, tenant, 'PC_BROWSER', all).map((t) => t.key)).toEqual([
      'password',
    ]);
    expect(availableLoginTypes(configured, tenant, 'MOBILE_H5', ['password']).map((t) => t.key)).toEqual([
      'password',
    ]);
  });

  it('offers no tab for a displayed adapter the list does not name', () => {
    const tenant = [adapter('password'), adapter('sms'), adapter('ldap')];
    expect(
      availableLoginTypes(configured.slice(0, 2), tenant, 'PC_BROWSER', [...all, 'ldap']).map((t) => t.key),
    ).toEqual(['sms', 'password']);
  });

  it('offers nothing when the tenant has no adapters', () => {
    expect(availableLoginTypes(configured, [], 'PC_BROWSER', all)).toEqual([]);
  });
});
