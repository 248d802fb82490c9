import type { KeyObject } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from './db/db';
import type { SecretBox } from './crypto/secret-box';
import { refuseTestCostOutsideTests, type KdfCost } from './crypto/kdf-cost';
import { systemClock, type Clock, type Deps } from './deps';
import { applicationCodeRoutes } from './features/application-two-factor/application-code.route';
import { authResultRoutes } from './features/application-two-factor/auth-result.route';
import { bootPageAnswers } from './features/boot/boot-page.route';
import { bootRoutes } from './features/boot/boot.route';
import { compositeRoutes } from './features/composite/composite.route';
import { imageRoutes } from './features/boot/image.route';
import { loadAuthsRoutes } from './features/boot/load-auths.route';
import { openApiRoutes } from './features/contract/openapi.route';
import { dingTalkOidcPluginRoutes } from './features/dingtalk-oidc-plugin/dingtalk-oidc-plugin.route';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.route';
import { resetPasswordRoutes } from './features/reset-password/reset-password.route';
import { logoutRoutes } from './features/logout/logout.route';
import { modifyPasswordRoutes } from './features/modify-password/modify-password.route';
import { policyRoutes } from './features/modify-password/policy.route';
import { pwnedPasswordRoutes } from './features/modify-password/pwned-password.route';
import { spSyncRoutes } from './features/modify-password/sp-sync.route';
import { approvalRoutes } from './features/register/approval.route';
import { registerRoutes } from './features/register/register.route';
import { svgCaptchaFactory, type CaptchaFactory } from './features/password-login/captcha-factory';
import { captchaRoutes } from './features/password-login/captcha.route';
import { restTokenRoutes } from './features/password-login/rest-token.route';
import { globalLoginRoutes } from './features/password-login/global-login.route';
import { directoryLoginRoutes } from './features/directory-login/directory-login.route';
import { secondFactorRoutes } from './features/second-factor/second-factor.route';
import { smsLoginRoutes } from './features/sms-login/sms-login.route';
import { qrLoginRoutes } from './features/qr-login/qr-login.route';
import { usbKeyLoginRoutes } from './features/usbkey-login/usbkey-login.route';
import { alilangLoginRoutes } from './features/alilang-login/alilang-login.route';
import { callbackReceiverRoutes } from './features/third-party-login/callback-receiver.route';
import { thirdPartyLoginRoutes } from './features/third-party-login/third-party-login.route';
import { pluginLoginRoutes } from './features/plugin-login/plugin-login.route';
import { providerSessionRoutes } from './features/session/provider-session.route';
import { sessionRoutes } from './features/session/session.route';
import { licenseRoutes } from './features/license/license.route';
import { apiBodyLimit, apiPathAndQuery } from './http/api-input';
import { apiGuard } from './http/api-guard';
import type { AppEnv } from './http/app-env';
import type { Routes } from './http/mount';
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

/** Every flow's API routes; each mounts its endpoints from the shared table (schemas/endpoint-table.ts). */
const API_ROUTES: Routes[] = [
  bootRoutes,
  loadAuthsRoutes,
  imageRoutes,
  captchaRoutes,
  restTokenRoutes,
  globalLoginRoutes,
  directoryLoginRoutes,
  smsLoginRoutes,
  qrLoginRoutes,
  usbKeyLoginRoutes,
  alilangLoginRoutes,
  thirdPartyLoginRoutes,
  pluginLoginRoutes,
  compositeRoutes,
  dingTalkOidcPluginRoutes,
  sessionRoutes,
  providerSessionRoutes,
  policyRoutes,
  pwnedPasswordRoutes,
  modifyPasswordRoutes,
  spSyncRoutes,
  logoutRoutes,
  authResultRoutes,
  applicationCodeRoutes,
  secondFactorRoutes,
  registerRoutes,
  approvalRoutes,
  resetPasswordRoutes,
  licenseRoutes,
  openApiRoutes,
];

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
  for (const routes of API_ROUTES) routes(app, deps);
  if (deps.devOutbox) devOutboxRoutes(app, deps);

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
