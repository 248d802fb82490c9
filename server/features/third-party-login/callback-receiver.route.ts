import { Hono } from 'hono';
import {
  CALLBACK_ROUTES,
  CallbackSearch,
  IN_APP_CALLBACK_ROUTES,
  IN_APP_KINDS,
  REDIRECT_KINDS,
  callbackReceiverPath,
  inAppReceiverPath,
} from '../../../schemas/third-party-sources';
import { APP_BASE_PATH } from '../../../schemas/spec-constants';
import type { AppEnv } from '../../http/app-env';

/** The answer's own parameters: each at most once, and the code under one name (RFC 6749 3.1). */
const ANSWER = ['code', 'auth_code', 'authCode', 'state', 'iss', 'error', 'error_description'];
const CODE_NAMES = ['code', 'auth_code', 'authCode'];

/** An answer that names its code, state or error twice says nothing the page may pick one of. */
const ambiguous = (queries: Record<string, string[]>) =>
  ANSWER.some((name) => (queries[name]?.length ?? 0) > 1) ||
  CODE_NAMES.filter((name) => queries[name] !== undefined).length > 1;

/**
 * The receivers: the real paths providers return to (RFC 6749 forbids a fragment in a redirect URI), each
 * answering 303 to its hash route with the answer in `CallbackSearch`'s normal form (Alipay's `auth_code` and
 * DingTalk's `authCode` become `code`). An answer with a parameter twice is refused as `invalid_request`, its
 * code and state dropped. Never stored, and no Referer: the code is in the URL until the page takes it out. Mounted before the static pages, whose path they sit below.
 */
export function callbackReceiverRoutes() {
  const app = new Hono<AppEnv>();
  const receivers = new Map<string, string>();
  for (const kind of REDIRECT_KINDS) receivers.set(callbackReceiverPath(kind), CALLBACK_ROUTES[kind]);
  // The in-app authorisation's own receivers; WeChat's is its web one, so the map keeps one route per path.
  for (const kind of IN_APP_KINDS) receivers.set(inAppReceiverPath(kind), IN_APP_CALLBACK_ROUTES[kind]);
  for (const [path, route] of receivers) {
    app.get(path, (c) => {
      const query = c.req.query();
      const code = query.code ?? query.auth_code ?? query.authCode;
      const search = ambiguous(c.req.queries())
        ? CallbackSearch.parse({ error: 'invalid_request' })
        : CallbackSearch.parse({
            code,
            state: query.state,
            iss: query.iss,
            // WeChat and WeCom come back with the state and no code when the user declines: a refusal too.
            error:
              query.error ?? (code === undefined && query.state !== undefined ? 'access_denied' : undefined),
            error_description: query.error_description,
          });
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(search)) if (value !== undefined) params.set(name, value);
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(`${APP_BASE_PATH}#${route}?${params.toString()}`, 303);
    });
  }
  return app;
}
