import { getJson, sendJson } from './http';
import { newCaptcha } from './login-client';
import type { TestBrowser } from './test-browser';

const SMS = '/api/public/bff/v1.2/authenticate/system_mobilephonetoken_adapter';

/**
 * The SMS login's calls as the page sends them, of the demo tenant, from the client address `address` (the
 * test server must trust X-Forwarded-For): a send carries a solved captcha (the test server's captchas all show
 * TEST); `overrides` replace any field. With `browser`, the sign-in sends that browser's cookie and keeps the one
 * it answers with.
 */
export const smsLoginClient = (url: string, address = '192.0.2.1', browser?: TestBrowser) => {
  const from = { 'X-Forwarded-For': address };
  return {
    info: () => getJson(`${url}${SMS}/login_?_enterprise_id=demo`, undefined, from),
    sendCode: async (phoneNumber: string, overrides: Record<string, unknown> = {}) =>
      sendJson(
        `${url}${SMS}/send_code`,
        {
          phoneNumber,
          phoneRegion: '86',
          enterpriseAuthId: 'system_mobilephonetoken_adapter',
          key: await newCaptcha(url),
          captcha: 'TEST',
          _enterprise_id: 'demo',
          ...overrides,
        },
        undefined,
        'POST',
        from,
      ),
    login: async (phoneNumber: string, code: string, overrides: Record<string, unknown> = {}) => {
      const response = await sendJson(
        `${url}${SMS}/login_`,
        {
          clientId: 'demo-login-client',
          code,
          enterpriseAuthId: 'system_mobilephonetoken_adapter',
          phoneNumber,
          phoneRegion: '86',
          _enterprise_id: 'demo',
          ...overrides,
        },
        undefined,
        'POST',
        { ...from, ...browser?.headers() },
      );
      return browser ? browser.keep(response) : response;
    },
  };
};
