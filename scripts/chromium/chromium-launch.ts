/**
 * How the suite (playwright.config.ts) and the benchmarks launch Debian's Chromium, never a downloaded browser.
 */

/**
 * What Playwright passes in its own `--disable-features` (playwright-core's chromiumSwitches). Chromium keeps
 * only the last `--disable-features` it is given, and ours comes after Playwright's, so ours repeats them:
 * chromium-launch.test.ts fails when an upgrade of Playwright changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Chromium 156 builds the address bar's popups (WebUI pages of its own) for every new window, headless too, in
 * a renderer beside the page's: measured, 45 % of the CPU of a login page's boot (3.8 → 2.1 CPU-s), which
 * every test and every screen pays. No page of ours ever opens them.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
  ],
};
