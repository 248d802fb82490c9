import type { ThirdPartyKind } from '../../schemas/third-party-sources';
import { sendJson, type JsonResponse } from './http';
import { registerForm } from './register-client';
import type { TestBrowser } from './test-browser';

/** POST register/wechat in `browser`: a register form (registerForm) for the pending binding `uuid`. */
export async function registerBinding(
  url: string,
  kind: ThirdPartyKind,
  uuid: string,
  account: { username: string; password: string },
  browser: TestBrowser,
  overrides: Record<string, unknown> = {},
): Promise<JsonResponse> {
  const form = { ...(await registerForm(url, account, overrides)), adapter: kind, uuid };
  return browser.keep(
    await sendJson(`${url}/api/public/bff/v1.2/register/wechat`, form, undefined, 'POST', browser.headers()),
  );
}
