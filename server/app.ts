import { Hono } from 'hono';
import type { Db } from './db/db';
import { svgCaptchaFactory, type CaptchaFactory } from './auth/captcha-factory';
import { apiGuard } from './http/api-guard';
import { systemClock, type AppEnv, type Clock, type Deps } from './http/app-env';
import { bearerSession } from './http/bearer-session';
import { fail } from './http/respond';
import { applicationTwoFactorRoute } from './routes/application-two-factor-route';
import { bootRoutes } from './routes/boot-routes';
import { captchaRoutes } from './routes/captcha-routes';
import { imageRoutes } from './routes/image-routes';
import { logoutRoute } from './routes/logout-route';
import { modifyPasswordRoute } from './routes/modify-password-route';
import { policyRoutes } from './routes/policy-routes';
import { pwnedPasswordRoute } from './routes/pwned-password-route';
import { restTokenRoute } from './routes/rest-token-route';
import { sessionRoutes } from './routes/session-routes';
import { spSyncRoute } from './routes/sp-sync-route';
import { demoApplicationRoutes } from './static/demo-application-routes';
import { demoSpLogoutRoute } from './static/demo-sp-logout-route';
import { frontendRoutes } from './static/frontend-routes';
import { landingRoutes } from './static/landing-routes';

export interface AppOptions {
  db: Db;
  /** The vite build output served at /frontend/login/. */
  distDir: string;
  clock?: Clock;
  captchaFactory?: CaptchaFactory;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy?: boolean;
}

const PUBLIC_BFF = '/api/public/bff/v1.2';
const SESSION_BFF = '/api/bff/v1.2';

/** The reference back end: bff API, tenant images, the built login app and the landing pages. */
export function createApp(options: AppOptions) {
  const deps: Deps = {
    db: options.db,
    clock: options.clock ?? systemClock,
    captchaFactory: options.captchaFactory ?? svgCaptchaFactory,
  };
  const app = new Hono<AppEnv>();

  app.use('/api/*', apiGuard(deps, { trustProxy: options.trustProxy ?? false }));
  app.use(`${SESSION_BFF}/*`, bearerSession(deps));
  app.route(PUBLIC_BFF, bootRoutes(deps));
  app.route(PUBLIC_BFF, captchaRoutes(deps));
  app.route(PUBLIC_BFF, restTokenRoute(deps));
  app.route(PUBLIC_BFF, policyRoutes(deps));
  app.route(PUBLIC_BFF, pwnedPasswordRoute());
  app.route(PUBLIC_BFF, spSyncRoute(deps));
  app.route(`${SESSION_BFF}/commons`, sessionRoutes(deps));
  app.route(`${SESSION_BFF}/commons`, logoutRoute(deps));
  app.route(SESSION_BFF, modifyPasswordRoute(deps));
  app.route(`${SESSION_BFF}/enduser`, applicationTwoFactorRoute(deps));
  app.route('/api/public/image', imageRoutes(deps));

  app.get('/', (c) => c.redirect('/frontend/login/', 302));
  app.route('/', frontendRoutes(options.distDir));
  app.route('/', landingRoutes());
  app.route('/', demoApplicationRoutes(deps));
  app.route('/', demoSpLogoutRoute());

  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? fail(c, 'ResourceNotFound', 'no such API') : c.body(null, 404),
  );
  app.onError((error, c) => {
    console.error(error);
    return fail(c, 'InternalError', 'internal server error', 500);
  });
  return app;
}
