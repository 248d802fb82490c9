import { defineConfig, devices } from '@playwright/test';
import type { LanguageOption } from './e2e/support/fixtures';
import { E2E_CAPTCHA } from './e2e/support/login-page';
import { CHROMIUM_LAUNCH } from './scripts/chromium/chromium-launch';

// E2E_PORT_BASE moves the servers, so two runs can share a machine.
const BASE_PORT = Number(process.env.E2E_PORT_BASE ?? 8180);
export const PORTS = {
  main: BASE_PORT,
  expired: BASE_PORT + 1,
  skipForceLogin: BASE_PORT + 3,
  /** The demo identity providers (`npm run idp`), where the main server's third-party sources sign in. */
  idp: BASE_PORT + 5,
  /** An instance seeded in each license state (e2e/license.spec.ts). */
  licenseExpired: BASE_PORT + 4,
  licenseTrialExpired: BASE_PORT + 6,
  licenseExpiring: BASE_PORT + 7,
  licenseLimited: BASE_PORT + 8,
  /** The demo plugin (`npm run plugin:demo`, an HR system), where the main server's plugin sources sign in. */
  plugin: BASE_PORT + 9,
  /** An instance whose password and SMS logins are composite chains (e2e/composite.spec.ts). */
  composite: BASE_PORT + 10,
  /** The demo plugin again, returning browsers to the composite instance: its chains' plugin step. */
  compositePlugin: BASE_PORT + 11,
  /** e2e/support/start-servers.ts, which answers once every server above answers. */
  launcher: BASE_PORT + 12,
} as const;
export const LICENSE_PORTS = {
  expired: PORTS.licenseExpired,
  'trial-expired': PORTS.licenseTrialExpired,
  expiring: PORTS.licenseExpiring,
  limited: PORTS.licenseLimited,
} as const;
const IDP_URL = `http://127.0.0.1:${PORTS.idp}`;
const PLUGIN_URL = `http://127.0.0.1:${PORTS.plugin}`;
const COMPOSITE_PLUGIN_URL = `http://127.0.0.1:${PORTS.compositePlugin}`;

/** One server of the run, as e2e/support/start-servers.ts starts it: ready once its url or port answers. */
type RunServer = { name: string; command: string; env?: Record<string, string>; url?: string; port?: number };

/** Where e2e/support/start-servers.ts writes the seeded servers' hashes before it starts them. */
export const SEED_HASHES_FILE = '.data/e2e-seed-hashes.json';
/** Where it makes the migrated, unseeded database each seeded server starts from a copy of (initdb once, not 8 times). */
export const DB_TEMPLATE_DIR = '.data/e2e-db-template';

const server = (name: string, port: number, env: Record<string, string> = {}): RunServer => ({
  name,
  // SIGTERM (the run's end), so the server closes its database and stops its demo directory (and deletes its files).
  command: `rm -rf .data/e2e-${name} && cp -R ${DB_TEMPLATE_DIR} .data/e2e-${name} && tsx server/main.ts`,
  url: `http://localhost:${port}/frontend/login/`,
  // The four projects all call from localhost: the caps per client address are raised (SEED_SHARED_ADDRESS).
  env: {
    PORT: String(port),
    DATA_DIR: `.data/e2e-${name}`,
    CAPTCHA_TEXT: E2E_CAPTCHA,
    SEED_SHARED_ADDRESS: 'true',
    // The main server's plugin sources sign in at the plugin started below; the others have none to start.
    DEMO_PLUGIN: 'off',
    // The demo users' hashes, made once by the launcher for every seeded server (server/seed/seed-hashes.ts).
    SEED_HASHES: SEED_HASHES_FILE,
    ...env,
  },
});

const EVERY_PROJECT = /\/(screens|layout|language)\.spec\.ts$/;
/**
 * What the phone project runs besides EVERY_PROJECT's specs: the tests tagged `@phone`, that is what differs on a
 * phone (a test that branches on the device carries the tag: scripts/lint/phone-tag-rule.js) and one happy path
 * per flow. Flow behaviour is the machines' and the server's, the same at every size: it runs once, on the zh
 * desktop. Playwright's grep reads the file's name and the titles, so the specs of every project match by name.
 */
const ON_A_PHONE = [/@phone\b/, /(^| )(screens|layout|language)\.spec\.ts /];
const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = {
  ...devices['iPhone 13'],
  viewport: { width: 375, height: 740 },
  defaultBrowserType: 'chromium' as const,
};

export const SERVERS: RunServer[] = [
  // The main server seeds a copy of each second-factor user per project (e2e/support/second-factor.ts). Its
  // login page signs in to the demo tenant alone (rest_token, the spec's form); the demo's own signs in
  // across tenants, as the skip-force-login server's does (e2e/tenant-select.spec.ts).
  server('main', PORTS.main, {
    SEED_E2E_COPIES: 'true',
    DEMO_IDP_URL: IDP_URL,
    DEMO_PLUGIN_URL: PLUGIN_URL,
    SEED_GLOBAL_LOGIN: 'false',
  }),
  // The main server alone starts a demo LDAP directory (e2e/ldap-login.spec.ts).
  server('expired', PORTS.expired, {
    SEED_INSTANCE_STATE: 'expired',
    DEMO_DIRECTORY: 'off',
    DEMO_IDP: 'off',
  }),
  // Also the tenant that takes registrations without approval (e2e/register.spec.ts), and the login across
  // the instance's tenants (e2e/tenant-select.spec.ts).
  server('skip-force-login', PORTS.skipForceLogin, {
    SEED_SKIP_FORCE_LOGIN: 'true',
    SEED_REGISTRATION_APPROVAL: 'false',
    DEMO_DIRECTORY: 'off',
    DEMO_IDP: 'off',
  }),
  // One instance per license state (e2e/license.spec.ts): their tests only read it, so both projects share them.
  ...(['expired', 'trial-expired', 'expiring', 'limited'] as const).map((state) =>
    server(`license-${state}`, LICENSE_PORTS[state], {
      SEED_LICENSE_STATE: state,
      // The license ending soon is also a free edition's (e2e/edition.spec.ts): its tests sign in by password.
      ...(state === 'expiring' ? { SEED_EDITION: 'free' } : {}),
      DEMO_DIRECTORY: 'off',
      DEMO_IDP: 'off',
    }),
  ),
  // The demo tenant with its composite chains (server/seed/demo-composite.ts; e2e/composite.spec.ts),
  // whose plugin step signs in at the plugin started for it below.
  server('composite', PORTS.composite, {
    SEED_COMPOSITE_CHAINS: 'true',
    DEMO_PLUGIN_URL: COMPOSITE_PLUGIN_URL,
    DEMO_DIRECTORY: 'off',
    DEMO_IDP: 'off',
  }),
  // The demo OpenID provider and the DingTalk, WeChat, WeCom and Alipay simulators (e2e/third-party-login.spec.ts).
  {
    name: 'idp',
    command: 'tsx server/idp/idp-main.ts',
    url: `${IDP_URL}/oidc/.well-known/openid-configuration`,
    env: { IDP_PORT: String(PORTS.idp), IDP_CLIENT_ORIGINS: `http://localhost:${PORTS.main}` },
  },
  // The demo plugin, an HR system, returning browsers to the main server (e2e/plugin-login.spec.ts).
  {
    name: 'plugin',
    command: 'tsx server/plugin/plugin-main.ts',
    url: `${PLUGIN_URL}/login`,
    env: { PLUGIN_PORT: String(PORTS.plugin), IDAAS_ORIGIN: `http://localhost:${PORTS.main}` },
  },
  // The demo plugin for the composite instance's chains.
  {
    name: 'composite-plugin',
    command: 'tsx server/plugin/plugin-main.ts',
    url: `${COMPOSITE_PLUGIN_URL}/login`,
    env: {
      PLUGIN_PORT: String(PORTS.compositePlugin),
      IDAAS_ORIGIN: `http://localhost:${PORTS.composite}`,
    },
  },
  // The reference Alilang UEM agent with the demo key, on the page's fixed port, for the demo person 张伟
  // (e2e/alilang-login.spec.ts).
  {
    name: 'alilang-agent',
    command: 'tsx server/agents/alilang/alilang-agent-main.ts',
    port: 22010,
    env: { AGENT_ORIGINS: `http://localhost:${PORTS.main}`, ALILANG_AGENT_PORT: '22010' },
  },
  // The desktop client's local service (e2e/desktop-client.spec.ts), on the page's fixed origin.
  {
    name: 'desktop-client',
    command: 'tsx e2e/support/desktop-client-e2e.ts',
    port: 21056,
    env: { AGENT_ORIGINS: `http://localhost:${PORTS.main}` },
  },
  // The reference USB-key agent on SoftHSM2 tokens of its own, on the page's fixed port (e2e/usbkey-login.spec.ts).
  {
    name: 'usbkey-agent',
    command: 'tsx e2e/support/usbkey-agent-e2e.ts',
    port: 21051,
    env: { AGENT_ORIGINS: `http://localhost:${PORTS.main}`, USBKEY_AGENT_PORT: '21051' },
  },
];

export default defineConfig<LanguageOption>({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers share two cores with the server's slow password hashing: give the UI time to answer.
  expect: {
    timeout: 10_000,
    // Screens are compared pixel for pixel (per-pixel colour threshold only): a stray 200 px cross is a few
    // hundred pixels, which any ratio allowance would let through. Animations end, the caret hides.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One folder of reference screens per project: the gallery of every screen (e2e/screens.spec.ts).
  snapshotPathTemplate: '{testDir}/screens/{projectName}/{arg}{ext}',
  // The suite (scripts/ci/suite.sh) reads each test's time from the JSON report.
  reporter: [
    ['list'],
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: 'reports/playwright' }] as const] : []),
  ],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORTS.main}`,
    // The built app against the reference server, in Debian's Chromium (never a downloaded browser).
    launchOptions: CHROMIUM_LAUNCH,
    // A trace costs about a second a test on a 2-core machine: `E2E_TRACE=1` records one for each failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  // Each flow's spec runs on the zh desktop, and what differs on a phone on the en phone (ON_A_PHONE); the
  // screens, the layout and the language switch run in all four, so every screen is compared in each language
  // at each size.
  projects: [
    { name: 'desktop-zh', testIgnore: /model\//, use: { ...desktop, language: 'zh' } },
    { name: 'desktop-en', testMatch: EVERY_PROJECT, use: { ...desktop, language: 'en' } },
    { name: 'mobile-zh', testMatch: EVERY_PROJECT, use: { ...mobile, language: 'zh' } },
    { name: 'mobile-en', testIgnore: /model\//, grep: ON_A_PHONE, use: { ...mobile, language: 'en' } },
    // Paths generated from the machines, driven through the zh desktop page (e2e/model).
    { name: 'model', testMatch: /model\/.*\.spec\.ts$/, use: { ...desktop, language: 'zh' } },
  ],
  // One launcher starts them all at once (e2e/support/start-servers.ts): Playwright's own list would start
  // them one after the other.
  webServer: {
    command: 'tsx e2e/support/start-servers.ts',
    url: `http://127.0.0.1:${PORTS.launcher}/`,
    env: {
      E2E_SERVERS: JSON.stringify(SERVERS),
      E2E_LAUNCHER_PORT: String(PORTS.launcher),
      E2E_SEED_HASHES: SEED_HASHES_FILE,
      E2E_DB_TEMPLATE: DB_TEMPLATE_DIR,
    },
    // E2E_REUSE=1 keeps to servers already running (a launcher started by hand), for runs one after another.
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    timeout: 180_000,
    stdout: 'ignore',
    // The servers get the SIGTERM with the launcher; the main one stops its directory and closes its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
