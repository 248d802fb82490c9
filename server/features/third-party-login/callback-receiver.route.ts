import { Hono } from 'hono';
import {
  CALLBACK_ROUTES,
  CallbackSearch,
  THIRD_PARTY_KINDS,
  callbackReceiverPath,
} from '../../../schemas/third-party-sources';
import { APP_BASE_PATH } from '../../../schemas/spec-constants';
import type { AppEnv } from '../../http/app-env';

/**
 * The receivers: the real paths providers return to (RFC 6749 forbids a fragment in a redirect URI), each
 * answering 303 to its hash route with the answer in `CallbackSearch`'s normal form (Alipay's `auth_code` and
 * DingTalk's `authCode` become `code`). Never stored, and no Referer: the code is in the URL until the page
 * takes it out. Mounted before the static pages, whose path they sit below.
 */
export function callbackReceiverRoutes() {
  const app = new Hono<AppEnv>();
  for (const kind of THIRD_PARTY_KINDS) {
    app.get(callbackReceiverPath(kind), (c) => {
      const query = c.req.query();
      const code = query.code ?? query.auth_code ?? query.authCode;
      const search = CallbackSearch.parse({
        code,
        state: query.state,
        iss: query.iss,
        // WeChat and WeCom come back with the state and no code when the user declines: a refusal too.
        error: query.error ?? (code === undefined && query.state !== undefined ? 'access_denied' : undefined),
        error_description: query.error_description,
      });
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(search)) if (value !== undefined) params.set(name, value);
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(`${APP_BASE_PATH}#${CALLBACK_ROUTES[kind]}?${params.toString()}`, 303);
    });
  }
  return app;
}
