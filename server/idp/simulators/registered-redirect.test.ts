import { describe, expect, it } from 'vitest';
import { isRegisteredRedirect } from './registered-redirect';

const origins = ['http://localhost:8080', 'https://login.example.com/'];

describe('the simulators’ redirect_uri check', () => {
  it('accepts the kind’s receiver on a registered login server origin', () => {
    expect(
      isRegisteredRedirect('http://localhost:8080/frontend/login/ddtalkCallback', 'ddtalk', origins),
    ).toBe(true);
    expect(
      isRegisteredRedirect('https://login.example.com/frontend/login/alipayCallBack', 'alipay', origins),
    ).toBe(true);
    expect(
      isRegisteredRedirect(
        'http://localhost:8080/frontend/login/wechatenterpriseMicroCallback',
        'wechatenterprise',
        origins,
      ),
    ).toBe(true);
  });

  it('refuses a foreign origin, another kind’s receiver, a fragment and what is no URL', () => {
    for (const [uri, kind] of [
      ['https://evil.example/frontend/login/ddtalkCallback', 'ddtalk'],
      ['http://localhost:8081/frontend/login/ddtalkCallback', 'ddtalk'],
      ['http://localhost:8080/frontend/login/wechatCallback', 'ddtalk'],
      ['http://localhost:8080/frontend/login/ddtalkCallback#x', 'ddtalk'],
      ['/frontend/login/ddtalkCallback', 'ddtalk'],
      // Only a kind with an in-app authorisation has an in-app receiver.
      ['http://localhost:8080/frontend/login/wechatenterpriseMicroCallback', 'ddtalk'],
    ] as const)
      expect(isRegisteredRedirect(uri, kind, origins)).toBe(false);
  });
});
