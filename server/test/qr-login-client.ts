import { getJson, sendJson } from './http';
import { testBrowser } from './test-browser';

const PUBLIC = '/api/public/bff/v1.2';
const SESSION = '/api/bff/v1.2';

/** A browser of the QR login as the tests drive it. */
export type QrBrowser = ReturnType<typeof qrBrowser>;

/**
 * A browser of the QR login, of the demo tenant unless `tenant` names another, calling from `address` (the
 * test server must trust X-Forwarded-For): it keeps the id cookie its first init_code sets, and sends it with
 * every public call, as a browser does for its path. `cookie` may start it with one of another browser.
 */
export const qrBrowser = (
  url: string,
  address: string,
  options: { tenant?: string; cookie?: string } = {},
) => {
  const browser = testBrowser(options.cookie);
  const tenant = new URLSearchParams({ _enterprise_id: options.tenant ?? 'demo' });
  const headers = (): Record<string, string> => ({
    'X-Forwarded-For': address,
    'User-Agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ...browser.headers(),
  });
  const init = async (path: string, query: Record<string, string>) =>
    browser.keep(
      await getJson(
        `${url}${PUBLIC}/${path}?${new URLSearchParams({ ...Object.fromEntries(tenant), ...query })}`,
        undefined,
        headers(),
      ),
    );
  return {
    get cookie() {
      return browser.id;
    },
    /** The Set-Cookie header the last init call answered with, attributes included; '' for none. */
    get setCookie() {
      return browser.setCookie;
    },
    init: (query: Record<string, string> = {}) => init('one_time_login/init_code', query),
    mobileInit: (query: Record<string, string> = {}) => init('adapter/inside/mobile/qr_code', query),
    captcha: () =>
      getJson(`${url}${PUBLIC}/one_time_login/captcha?${tenant}&timestamp=1`, undefined, headers()),
    status: (code: string) =>
      getJson(`${url}${PUBLIC}/one_time_login/obtain_confirm_status/${code}?${tenant}`, undefined, headers()),
    success: (code: string, overrides: Record<string, unknown> = {}) =>
      sendJson(
        `${url}${PUBLIC}/one_time_login/success/${code}`,
        {
          code,
          client_id: `${tenant.get('_enterprise_id')}-login-client`,
          ...Object.fromEntries(tenant),
          ...overrides,
        },
        undefined,
        'POST',
        headers(),
      ),
  };
};

/** The phone that scanned a code: reads what asks (public), and decides with the session of `token`. */
export const qrPhone = (url: string, token: string, tenant = 'demo') => ({
  show: (code: string) =>
    getJson(`${url}${PUBLIC}/one_time_login/show/${code}?${new URLSearchParams({ _enterprise_id: tenant })}`),
  confirm: (code: string) => sendJson(`${url}${SESSION}/one_time_login/confirm/${code}`, {}, token),
  reject: (code: string) => sendJson(`${url}${SESSION}/one_time_login/reject/${code}`, {}, token),
});
