import type { KeyObject } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from './db/db';
import type { SecretBox } from './crypto/secret-box';
import { refuseTestCostOutsideTests, type KdfCost } from './crypto/kdf-cost';
import { systemClock, type Clock, type Deps } from './deps';
import { bootPageAnswers } from './features/boot/boot-page.route';
import { svgCaptchaFactory, type CaptchaFactory } from './features/password-login/captcha-factory';
import { callbackReceiverRoutes } from './features/third-party-login/callback-receiver.route';
import { apiBodyLimit, apiPathAndQuery } from './http/api-input';
import { apiGuard } from './http/api-guard';
import type { AppEnv } from './http/app-env';
import { FEATURE_ROUTES } from './http/feature-routes.gen';
import type { Mailer } from './messaging/mailer';
import { securityHeaders } from './http/security-headers';
import { fail } from './http/respond';
import { demoApplicationRoutes } from './static/demo-application.route';
import { demoSpLogoutRoute } from './static/demo-sp-logout.route';
import { frontendRoutes } from './static/frontend.route';
import { embeddedFrameOrigins } from './features/third-party-login/frame-origins.service';
import { landingRoutes } from './static/landing.route';
import { mobileConfirmRoutes } from './static/mobile-confirm.route';
import { agentsPageRoutes } from './static/agents-page.route';

export interface AppOptions {
  db: Db;
  /** The vite build output served at /frontend/login/. */
  distDir: string;
  clock?: Clock;
  captchaFactory?: CaptchaFactory;
  /** Seals one-time-password secrets (server/crypto/secrets-key.ts says where its key comes from). */
  secretBox: SecretBox;
  /** Sends mail (the administrator's second-factor codes, registration decisions); none: the outbox alone. */
  mailer?: Mailer;
  /** Serves GET /api/dev/outbox, the messages this server wrote instead of sending (never in production). */
  devOutbox?: boolean;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy?: boolean;
  /** PUBLIC_ORIGIN (server/public-origin.ts); none: the origin of the URL each request was sent to. */
  publicOrigin?: string | null;
  /** LICENSE_PUBLIC_KEY, else the demo key (server/license/license-key.ts says when which). */
  licenseKey: KeyObject;
  /** What deriving a password hash costs (crypto/kdf-cost.ts): Vitest's cheap cost is refused elsewhere. */
  kdfCost: KdfCost;
}

/** The reference back end: bff API, tenant images, the built login app and the landing pages. */
export function createApp(options: AppOptions) {
  refuseTestCostOutsideTests(options.kdfCost, process.env);
  const deps: Deps = {
    db: options.db,
    clock: options.clock ?? systemClock,
    captchaFactory: options.captchaFactory ?? svgCaptchaFactory,
    secretBox: options.secretBox,
    mailer: options.mailer ?? null,
    devOutbox: options.devOutbox ?? false,
    publicOrigin: options.publicOrigin ?? null,
    licenseKey: options.licenseKey,
    kdfCost: options.kdfCost,
  };
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders);
  const guard = apiGuard(deps, { trustProxy: options.trustProxy ?? false });
  app.use('/api/*', apiBodyLimit, apiPathAndQuery, guard);
  // Every feature's API routes, each mounting its endpoints from the shared table (schemas/endpoint-table.ts).
  for (const routes of FEATURE_ROUTES) routes(app, deps);

  app.get('/', (c) => c.redirect('/frontend/login/', 302));
  // Below /frontend/login/, so before the static pages.
  app.route('/', callbackReceiverRoutes());
  app.route(
    '/',
    frontendRoutes(options.distDir, {
      bootAnswers: bootPageAnswers(deps, guard),
      frameOrigins: () => embeddedFrameOrigins(deps),
    }),
  );
  app.route('/', landingRoutes());
  app.route('/', mobileConfirmRoutes());
  app.route('/', agentsPageRoutes());
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
