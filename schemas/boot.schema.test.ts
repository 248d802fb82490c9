import { describe, expect, it } from 'vitest';
import { AdapterListResponse, PreFrontendLoginResponse, Sm2KeyResponse } from './boot.schema';
import { ErrorBody, FailedEnvelope } from './envelope.schema';

describe('boot schemas', () => {
  it('parses the envelope and normalises numeric codes to strings', () => {
    const parsed = PreFrontendLoginResponse.parse({
      success: true,
      code: 200,
      data: { clientId: 'c', instanceId: 'i', themeColor: '#123456' },
    });
    expect(parsed.code).toBe('200');
    expect(parsed.data.clientId).toBe('c');
  });

  it('rejects a response without its data', () => {
    expect(PreFrontendLoginResponse.safeParse({ success: true, code: '200' }).success).toBe(false);
    expect(
      PreFrontendLoginResponse.safeParse({ success: true, code: '200', data: { clientId: 1 } }).success,
    ).toBe(false);
    expect(PreFrontendLoginResponse.safeParse('<html>').success).toBe(false);
    expect(PreFrontendLoginResponse.safeParse(null).success).toBe(false);
  });

  it('fills adapter-list defaults (security level 5, device list)', () => {
    const parsed = AdapterListResponse.parse({
      success: true,
      code: '200',
      data: { list: [{ enterpriseAuthId: 'system_password_adapter', name: '密码', display: true }] },
    });
    expect(parsed.data.appSecurityLevel).toBe(5);
    expect(parsed.data.noSecurityAuth).toBe(false);
    expect(parsed.data.list[0]!.clientDevices).toEqual(['PC_BROWSER', 'MOBILE_H5']);
  });

  it('drops a device it does not know from a source’s devices, keeping the source and the list', () => {
    const parsed = AdapterListResponse.parse({
      success: true,
      code: '200',
      data: {
        list: [
          {
            enterpriseAuthId: 'system_password_adapter',
            name: '密码',
            display: true,
            clientDevices: ['DESKTOP_CLIENT', 'PC_BROWSER'],
          },
          { enterpriseAuthId: 'system_sms_adapter', name: '短信', display: true },
        ],
      },
    });
    expect(parsed.data.list.map((adapter) => adapter.clientDevices)).toEqual([
      ['PC_BROWSER'],
      ['PC_BROWSER', 'MOBILE_H5'],
    ]);
  });

  it('accepts an SM2 public key only as a 64-byte point in hex', () => {
    const key = (publicKey: string) =>
      Sm2KeyResponse.safeParse({ success: true, code: '200', data: { code: 'k', publicKey } });
    expect(key(`04${'ab'.repeat(64)}`).success).toBe(true);
    expect(key('ab'.repeat(64)).success).toBe(true);
    expect(key('zz'.repeat(64)).success).toBe(false);
    expect(key('04abcd').success).toBe(false);
  });

  it('recognises a failed envelope and OAuth error bodies', () => {
    expect(FailedEnvelope.safeParse({ success: false, code: 'ExpiredInstance', message: 'x' }).success).toBe(
      true,
    );
    expect(FailedEnvelope.safeParse({ success: true, code: '200', data: {} }).success).toBe(false);
    expect(ErrorBody.parse({ error: 'invalid_request', error_description: 'will_lock:2' })).toEqual({
      error: 'invalid_request',
      error_description: 'will_lock:2',
    });
  });
});
