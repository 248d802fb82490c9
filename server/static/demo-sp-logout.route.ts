import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../http/app-env';
import { demoApplication } from '../seed/demo-tenant';
import { DEMO_PAGE_HEADERS, demoPage } from './demo-page';

/**
 * The demo service provider's sign-out page (its `logout_url`), which logout opens in a new window. The demo
 * provider keeps no session of its own beyond the token it was handed, which logout has already revoked, so
 * all this page has to do is say the provider session is over.
 */
export function demoSpLogoutRoute() {
  const app = new Hono<AppEnv>();
  app.get(demoApplication.logoutUrl, (c) =>
    c.html(
      demoPage(
        demoApplication.name,
        html`<p role="status">
          已退出该应用，会话已结束 · Signed out of this application: the session has ended
        </p>`,
      ),
      200,
      DEMO_PAGE_HEADERS,
    ),
  );
  return app;
}
