import { sendJson } from './http';
import { testBrowser } from './test-browser';

const PUBLIC = '/api/public/bff/v1.2';

/** A browser of a composite chain as the tests drive it. */
export type ChainBrowser = ReturnType<typeof chainBrowser>;

/**
 * A browser that starts and exchanges composite chains for the demo tenant unless `tenant` names another,
 * calling from `address` (the test server must trust X-Forwarded-For), with the id cookie its first call sets;
 * `cookie` may start it with another browser's.
 */
export function chainBrowser(
  url: string,
  options: { tenant?: string; address?: string; cookie?: string } = {},
) {
  const browser = testBrowser(options.cookie);
  const tenant = options.tenant ?? 'demo';
  const headers = (): Record<string, string> => ({
    ...(options.address ? { 'X-Forwarded-For': options.address } : {}),
    ...browser.headers(),
  });
  const post = async (path: string, body: Record<string, unknown>) =>
    browser.keep(
      await sendJson(
        `${url}${PUBLIC}/${path}`,
        { _enterprise_id: tenant, ...body },
        undefined,
        'POST',
        headers(),
      ),
    );
  return {
    get cookie() {
      return browser.id;
    },
    /** The browser, for a login type's client to send its cookie with a step. */
    browser,
    /** The headers a step of this browser sends: its address and cookie. */
    headers,
    start: (enterpriseAuthId: string) => post('composite/generate_auth_code', { enterpriseAuthId }),
    validate: (authCode: string) => post('composite/validate_auth_code', { authCode }),
  };
}
