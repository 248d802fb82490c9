import type { BrowserContext, Disposable, Locator, Page } from '@playwright/test';
import { LICENSE_PORTS, PORTS } from '../playwright.config';
import { expectNoA11yViolations } from './support/a11y';
import { GLANCE, holdClock, tickUntil } from './support/clock';
import { type Language, expect, inLanguage, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { registerForm } from './support/register-page';
import { resetPage } from './support/reset-page';
import type { EndpointName } from '../schemas/endpoint-table';
import { RestTokenSuccess } from '../schemas/password-login.schema';
import {
  RESET_PASSWORD_REFUSALS,
  SECOND_FACTOR_REFUSALS,
  SESSION_REFUSALS,
  SMS_LOGIN_CODES,
} from '../schemas/refusals';
import { STORAGE_KEYS } from '../schemas/spec-constants';
import { OFFLINE_DEVICE_SUITE, ocraQrImage } from '../server/crypto/ocra-qr';
import { login } from '../server/test/login-client';
import { endpointOf } from './support/requests';
import { secondFactorPage } from './support/second-factor';
import { confirmPage, qrLoginPanel } from './support/qr-login-page';
import { QrInitResponse } from '../schemas/qr-login.schema';
import { qrBrowser } from '../server/test/qr-login-client';
import { smsLoginForm } from './support/sms-login-page';
import { agentCertificate, blockAgent, playAgent, usbKeyLoginForm } from './support/usbkey-login-page';
import { appUrl } from './support/routes';
import { withPageConfig } from './support/boot-answers';
import { embeddedQrTab, providerFrame, sourceButton, withEmbeddedTypes } from './support/third-party-page';
import { withoutTenantColours } from './support/tenant-colours';
import {
  agentAbsent,
  agentRefuses,
  agentWaits,
  alilangPanel,
  withAlilangType,
} from './support/alilang-login-page';

/**
 * Every screen as it looks, checked by axe and compared with its reference image in e2e/screens/<project>/
 * (desktop and mobile, zh and en). A change in how a screen looks fails here until the reference is updated
 * on purpose (`npx playwright test e2e/screens.spec.ts --update-snapshots`) and the new image is looked at.
 * The references are the gallery a designer reviews (`npm run screens`). Sign-ins that would change the
 * server's state (failure counts, locks) are answered by the test, so every image shows the same names and
 * messages each run.
 *
 * One test per start state: its visits run one after another in the test's browser context (visitsIn), so
 * only the first pays a cold boot, and a screen that fails hides none after it.
 */

/** A slow test's time (the config's 30 s, tripled for axe): what each visit had when it was a test of its own. */
const VISIT_TIME = 90_000;

/** Opens a visit of a start state: its title, and what it does in a page of its own. */
type Visit = (title: string, visit: (page: Page) => Promise<void>) => Promise<void>;

/**
 * The visits of one test, one after another in one page of its browser context. Each visit loads documents of
 * its own, from `about:blank`, so the app boots afresh; what carries over is the page's renderer process, with
 * the app's code already compiled, and the context's HTTP cache: a boot costs half the CPU it costs in a new
 * page (measured: 1.8 → 0.9 CPU-s), and a new page was a third of what a screen cost. What a visit adds to the
 * page is taken away as it ends: its routes and init scripts, the cookies, and the local and session storage
 * of the origin it ended on (never `context.setStorageState`, which clears the HTTP cache too). What cannot be
 * taken away (a WebSocket route, emulated media) spends the page: the next visit opens a new one. The page's
 * clock is the context's (`page.clock`): a visit that fakes it comes last in its test. A visit that fails is a
 * soft failure: the visits after it still run, and the test fails at its end.
 */
function visitsIn(context: BrowserContext, language: Language): Visit {
  test.info().slow();
  let shared: Page | null = null;
  return async (title, visit) => {
    test.info().setTimeout(test.info().timeout + VISIT_TIME);
    await test
      .step(title, async () => {
        if (!shared) {
          shared = await context.newPage();
          await inLanguage(shared, language);
        }
        const page = shared;
        const added = recordVisit(page);
        try {
          await visit(page);
        } finally {
          if (/^https?:/.test(page.url()))
            await page.evaluate(() => {
              localStorage.clear();
              sessionStorage.clear();
            });
          await context.clearCookies();
          const spent = await added.takeAway();
          if (spent) {
            shared = null;
            await page.close();
          } else await page.goto('about:blank');
        }
      })
      .catch((error: unknown) =>
        expect
          .soft(() => {
            throw error;
          }, `${title}: the visit did not reach its screens`)
          .not.toThrow(),
      );
  };
}

/**
 * Watches what a visit adds to the shared page. `takeAway` removes its routes and init scripts, and says
 * whether it did what cannot be undone (a WebSocket route, emulated media), which spends the page.
 */
function recordVisit(page: Page): { takeAway: () => Promise<boolean> } {
  const scripts: Disposable[] = [];
  let spent = false;
  const { addInitScript, routeWebSocket, emulateMedia } = page;
  const addScript = addInitScript.bind(page);
  page.addInitScript = async (script, arg, options) => {
    const added = await addScript(script, arg, options);
    scripts.push(added);
    return added;
  };
  page.routeWebSocket = (...args) => {
    spent = true;
    return routeWebSocket.apply(page, args);
  };
  page.emulateMedia = (...args) => {
    spent = true;
    return emulateMedia.apply(page, args);
  };
  return {
    takeAway: async () => {
      Object.assign(page, { addInitScript, routeWebSocket, emulateMedia });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await Promise.all(scripts.map((script) => script.dispose()));
      return spent;
    },
  };
}

/**
 * The screen passes axe (WCAG 2.2 A and AA), then looks as its reference: the whole page as the user sees
 * it, the captcha's random drawing masked, and the login QR code's too: it carries the server's address,
 * whose port differs from run to run. Both soft: a mismatch fails the test at its end, after every screen.
 */
async function expectScreen(
  page: Page,
  name: string,
  mask: Locator[] = [],
  { clockHeld = false } = {},
): Promise<void> {
  await test.step(`screen ${name}`, async () => {
    await expectNoA11yViolations(page, { name, clockHeld, soft: true });
    await expect.soft(page).toHaveScreenshot(`${name}.png`, {
      fullPage: true,
      mask: [
        page.getByRole('img', { name: /^(验证码图片|Captcha image)$/ }),
        page.getByRole('region', { name: /^(扫码登录|QR code)$/ }).locator('svg'),
        ...mask,
      ],
    });
  });
}

/** rest_token refuses with this OAuth error description (SPEC section 8). */
async function restTokenRefuses(page: Page, description: string, extra: Record<string, unknown> = {}) {
  await page.route(
    (url) => endpointOf(url.href) === 'restToken',
    (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'invalid_request', error_description: description, ...extra },
      }),
  );
}

/**
 * A session of `username` made over HTTP (rest_token, as the login form sends it), for the pages a signed-in
 * user opens: its token, which signedIn puts where the page keeps it.
 */
async function sessionOf(username: string, password: string): Promise<string> {
  const answer = await login(`http://localhost:${PORTS.main}`, username, password);
  return RestTokenSuccess.parse(answer.body).access_token;
}

/** The page opens signed in with the session `token` (sessionOf). */
const signedIn = (page: Page, token: string) =>
  page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.token,
    value: token,
  });

/** A demo user, as the login form would sign in: username and password. */
type DemoUser = readonly [username: string, password: string];
const TWOFACTOR: DemoUser = ['twofactor', 'Twofactor@123456'];

/**
 * The visits of one test (visitsIn), each opening signed in as its user: a session made over HTTP once per
 * user and test (sessionOf), so a screen after the sign-in is reached directly, as after the form.
 */
function signedInVisitsIn(context: BrowserContext, language: Language) {
  const each = visitsIn(context, language);
  const sessions = new Map<string, Promise<string>>();
  return (title: string, [username, password]: DemoUser, visit: (page: Page) => Promise<void>) =>
    each(title, async (page) => {
      if (!sessions.has(username)) sessions.set(username, sessionOf(username, password));
      await signedIn(page, await sessions.get(username)!);
      await visit(page);
    });
}

test('the login page', async ({ context, language, say }) => {
  const visit = visitsIn(context, language);
  await visit('as it opens', async (page) => {
    await page.goto('/frontend/login/#/login');
    await expect(loginForm(page, language).autoLogin).toBeVisible();
    await expectScreen(page, 'login');
  });

  await visit('with both fields refused', async (page) => {
    const form = loginForm(page, language);
    await page.goto('/frontend/login/#/login');
    await expect(form.autoLogin).toBeVisible();
    await form.submit.click();
    await expect(form.username).toHaveAttribute('aria-invalid', 'true');
    await expectScreen(page, 'login-fields-refused');
  });

  await visit('after a wrong password, with the captcha', async (page) => {
    await restTokenRefuses(page, 'invalid_password');
    const form = loginForm(page, language);
    await page.goto('/frontend/login/#/login');
    await form.signIn('demo', 'Wrong@123456');
    await expect(page.getByRole('alert')).toHaveText(
      say('用户名或密码错误', 'Incorrect username or password'),
    );
    await expect(page.getByRole('img', { name: say('验证码图片', 'Captcha image') })).toBeVisible();
    await expectScreen(page, 'login-wrong-password');
  });

  await visit('when this network drew too many captchas', async (page) => {
    await restTokenRefuses(page, 'invalid_password');
    await page.route(
      (url) => endpointOf(url.href) === 'captcha',
      (route) =>
        route.fulfill({ json: { success: false, code: 'TooManyRequests', message: 'too many captchas' } }),
    );
    await page.goto('/frontend/login/#/login');
    await loginForm(page, language).signIn('demo', 'Wrong@123456');
    await expect(page.getByRole('alert')).toHaveText(
      say(
        '当前网络获取验证码过于频繁，请稍后再试',
        'Too many captcha images were requested from this network. Please try again later.',
      ),
    );
    await expectScreen(page, 'login-captcha-too-many');
  });

  await visit('an account that awaits approval: information, not an error', async (page) => {
    await restTokenRefuses(page, 'invalid_user_register_approve');
    await page.goto('/frontend/login/#/login');
    await loginForm(page, language).signIn('newcomer', 'Newcomer@123456');
    await expect(page.getByRole('status')).toHaveText(
      say(
        '账户正在等待管理员审批，审批通过后即可登录',
        'This account is waiting for administrator approval. You can sign in once it is approved.',
      ),
    );
    await expectScreen(page, 'login-awaiting-approval');
  });

  await visit('in a dark system, for a tenant without colours', async (page) => {
    await withoutTenantColours(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/frontend/login/#/login');
    await expect(loginForm(page, language).autoLogin).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectScreen(page, 'login-dark');
  });

  await visit('before its code has arrived: the card skeleton', async (page) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/frontend/login/#/login');
    await expect(page.getByRole('status')).toBeVisible();
    await expectScreen(page, 'login-skeleton');
  });
});

test('the SMS code login and the QR scan tab', async ({ context, language }) => {
  const visit = visitsIn(context, language);
  // First: the tab's code has not been fetched in this page yet.
  await visit('a tab whose code did not arrive', async (page) => {
    await page.route('**/assets/sms-login*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(appUrl('signIn'));
    const sms = smsLoginForm(page, language);
    await sms.tab.click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toBeVisible();
    await expectScreen(page, 'login-type-failed');
  });
  await visit(
    'the SMS code login as it opens, and after a code was sent, a wrong code refused',
    async (page) => {
      const ok = (data: unknown) => ({ json: { success: true, code: '200', message: 'success', data } });
      // Answered by the test: no countdown changes the button while the picture is taken, no number is texted.
      await page.route(
        (url) => endpointOf(url.href) === 'smsLoginSendCode',
        (route) => route.fulfill(ok({ resendAfter: 0, validMinutes: 5 })),
      );
      // The login's path is also the adapter's info (GET): only the POST is answered here.
      await page.route(
        (url) => endpointOf(url.href) === 'smsLogin',
        (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({
                json: { success: false, code: SMS_LOGIN_CODES.wrongCode, message: 'wrong code' },
              })
            : route.fallback(),
      );
      await page.goto(appUrl('signIn'));
      const sms = smsLoginForm(page, language);
      await sms.tab.click();
      await expect(page.getByRole('img', { name: /^(验证码图片|Captcha image)$/ })).toBeVisible();
      await expectScreen(page, 'sms-login');
      await sms.sendTo('13800138030', 'e2e7');
      await expect(sms.sent).not.toBeEmpty();
      await sms.code.fill('123456');
      await sms.submit.click();
      await expect(sms.code).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('img', { name: /^(验证码图片|Captcha image)$/ })).toBeVisible();
      await expectScreen(page, 'sms-login-refused');
    },
  );

  await visit('the QR scan tab: a code to scan, scanned, then rejected', async (page) => {
    // One code every run, so the picture is the same; the phone's scan is the server's answer.
    let status = 'pending';
    await page.route(
      (url) => ['qrLoginInit', 'qrLoginMobileInit', 'qrLoginStatus'].includes(endpointOf(url.href) ?? ''),
      (route) =>
        route.fulfill({
          json: {
            success: true,
            code: '200',
            data: endpointOf(route.request().url())?.endsWith('Init')
              ? { state: 'issued', code: 'Q'.repeat(43), expiresIn: 120 }
              : { status },
          },
        }),
    );
    await page.goto(appUrl('signIn'));
    const qr = qrLoginPanel(page, language);
    await qr.tab.click();
    await expect(qr.qr).toBeVisible();
    await expectScreen(page, 'qr-login');
    status = 'scanned';
    await expect(qr.status).toHaveText(/扫描成功|Scanned/);
    await expectScreen(page, 'qr-login-scanned');
    status = 'rejected';
    await expect(qr.refresh).toBeVisible();
    await expectScreen(page, 'qr-login-rejected');
  });
});

test.describe('the embedded QR panels', () => {
  // The page the test serves itself counts as a public one, whose frames of this machine's identity process
  // Chromium's local-network access asks about.
  const visitWithPanels = (context: BrowserContext, language: Language): Visit => {
    const visit = visitsIn(context, language);
    return (title, body) =>
      visit(title, async (page) => {
        await context.grantPermissions(['local-network-access']);
        await withPageConfig(page, withEmbeddedTypes);
        await body(page);
      });
  };

  test('a computer frames them', async ({ context, language, isMobile }) => {
    test.skip(isMobile, 'a phone keeps the links (below)');
    const visit = visitWithPanels(context, language);
    await visit('a WeChat tab frames WeChat’s own QR page', async (page) => {
      await page.goto(appUrl('signIn'));
      await embeddedQrTab(page, 'wechat', language).click();
      const { frame } = providerFrame(page, 'wechat', language);
      await expect(frame.getByRole('button', { name: 'Authorise as 张伟' })).toBeVisible();
      // The framed QR code says the simulator's address, whose port and state differ from run to run.
      await expectScreen(page, 'third-party-qr-panel', [frame.locator('.qr')]);
    });

    await visit(
      'a DingTalk sign-in declined in its frame says so, with a fresh QR code to ask for',
      async (page) => {
        await page.goto(appUrl('signIn'));
        await embeddedQrTab(page, 'ddtalk', language).click();
        const { frame } = providerFrame(page, 'ddtalk', language);
        await frame.getByRole('button', { name: '拒绝 / Decline' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await expectScreen(page, 'third-party-qr-declined');
      },
    );
  });

  test(
    'a phone keeps them as links under the form',
    { tag: '@phone' },
    async ({ context, language, isMobile }) => {
      test.skip(!isMobile, 'a desktop frames them (above)');
      const visit = visitWithPanels(context, language);
      await visit('the links under the form', async (page) => {
        await page.goto(appUrl('signIn'));
        await expect(sourceButton(page, 'wechat', language)).toBeVisible();
        await expectScreen(page, 'third-party-qr-panel');
      });
    },
  );
});

test.describe('the USB-key login', () => {
  test.skip(({ isMobile }) => isMobile, 'the demo tenant offers the USB key to computers only');
  // The agent is played by the test and the page's clock fixed, so the dates and days left are the same each run.
  const NOW = new Date('2026-11-27T12:00:00Z');
  const LASTING = agentCertificate('IDaaS Demo Key', '2026-11-27T00:00:00Z', '2046-01-26T00:00:00Z');
  const ENDING = agentCertificate('IDaaS Old Key', '2024-12-01T00:00:00Z', '2026-12-27T00:00:00Z');

  test('its form, and without a key or an agent', async ({ context, language, say, pageProblems }) => {
    const visit = visitsIn(context, language);
    await visit('no key inserted', async (page) => {
      await playAgent(page, [], { code: 'keyRemoved' });
      await page.goto(appUrl('signIn'));
      await usbKeyLoginForm(page, language).tab.click();
      await expect(page.getByRole('alert')).toContainText(say('未检测到 USB Key', 'No USB key found'));
      await expectScreen(page, 'usbkey-no-key');
    });

    await visit('no agent', async (page) => {
      await blockAgent(page);
      await page.goto(appUrl('signIn'));
      await usbKeyLoginForm(page, language).tab.click();
      await expect(page.getByRole('alert')).toContainText(
        say('未检测到证书助手', 'Certificate helper not found'),
      );
      await expectScreen(page, 'usbkey-no-agent');
      // The policy refused the agent's address on purpose: that is how the page meets no agent here.
      pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !p.includes('connect-src')));
    });

    // Last: the clock it fakes is the context's (visitsIn).
    await visit('its form, a wrong PIN, and a certificate that ends soon', async (page) => {
      await page.clock.setFixedTime(NOW);
      await playAgent(page, [LASTING, ENDING], { code: 'pinIncorrect', retriesLeft: 4 });
      await page.goto(appUrl('signIn'));
      const usbKey = usbKeyLoginForm(page, language);
      await usbKey.tab.click();
      await expect(usbKey.certificate).toBeVisible();
      await expectScreen(page, 'usbkey-login');
      await usbKey.pin.fill('000000');
      await usbKey.submit.click();
      await expect(usbKey.pin).toHaveAttribute('aria-invalid', 'true');
      await expectScreen(page, 'usbkey-login-wrong-pin');
      await usbKey.choose('IDaaS Old Key');
      await expect(usbKey.form.getByRole('status')).toContainText(say('30 天后过期', 'expires in 30 days'));
      await expectScreen(page, 'usbkey-login-expiring');
    });
  });
});

test.describe('the Alilang login', () => {
  test.skip(({ isMobile }) => isMobile, 'the demo tenant offers Alilang to computers only');

  test('its panel, and the agents that do not sign in', async ({ context, language, say }) => {
    const each = visitsIn(context, language);
    // The page the test serves itself counts as a public one, whose calls to the local agent Chromium's
    // local-network access asks about.
    const visit: Visit = (title, body) =>
      each(title, async (page) => {
        await context.grantPermissions(['local-network-access']);
        await withPageConfig(page, withAlilangType);
        await body(page);
      });

    await visit('its panel, and the agent being asked', async (page) => {
      const answer = await agentWaits(page);
      // The server's refusal keeps the page here, the same each run (a real token would sign in).
      await page.route(
        (url) => endpointOf(url.href) === 'alilangCallback',
        (route) =>
          route.fulfill({
            json: {
              success: false,
              code: 'InvalidParameter',
              message: 'thirdParty.tokenInvalid',
              data: null,
            },
          }),
      );
      await page.goto(appUrl('signIn'));
      const alilang = alilangPanel(page, language);
      await alilang.tab.click();
      await expect(alilang.start).toBeVisible();
      await expectScreen(page, 'alilang-login');
      await alilang.start.click();
      await expect(page.getByRole('status')).toContainText(
        say('正在连接本机的阿里郎', 'Connecting to Alilang'),
      );
      await expectScreen(page, 'alilang-checking');
      answer();
      await expect(page.getByRole('alert')).toContainText(say('阿里郎登录失败', 'Alilang sign-in failed'));
      await expectScreen(page, 'alilang-token-refused');
    });

    await visit('no agent', async (page) => {
      await agentAbsent(page);
      await page.goto(appUrl('signIn'));
      const alilang = alilangPanel(page, language);
      await alilang.tab.click();
      await alilang.start.click();
      await expect(page.getByRole('alert')).toContainText(say('未检测到阿里郎', 'Alilang not found'));
      await expectScreen(page, 'alilang-no-agent');
    });

    await visit('an agent that refuses', async (page) => {
      await page.goto(appUrl('signIn'));
      await agentRefuses(page, new URL(page.url()).origin);
      const alilang = alilangPanel(page, language);
      await alilang.tab.click();
      await alilang.start.click();
      await expect(page.getByRole('alert')).toContainText(say('阿里郎拒绝了登录请求', 'Alilang refused'));
      await expectScreen(page, 'alilang-agent-refused');
    });
  });
});

test('third-party sign-in', async ({ context, language, say }) => {
  // Answered by the test: a real binding or callback is spent once, and these screens show the same each run.
  const answer = (page: Page, endpoint: EndpointName, json: unknown) =>
    page.route(
      (url) => endpointOf(url.href) === endpoint,
      (route) => route.fulfill({ json }),
    );
  const refusal = (message: string) => ({ success: false, code: 'InvalidParameter', message, data: null });
  const BINDING = { loginIdp: 'oidc_code', displayName: '李娜', expiresAt: 4_102_444_800_000 };
  const visit = visitsIn(context, language);

  // The sources under the login form are in the login page's own screens.
  await visit('the binding page, and its registration', async (page) => {
    // The binding query shares its path with the binding itself (GET and POST login_binding).
    await page.route(
      (url) => url.pathname.endsWith('/login_binding'),
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { success: true, code: '200', data: BINDING } })
          : route.continue(),
    );
    await page.goto(appUrl('adapterBind', { adapter: 'oidc_code', uuid: 'screen' }));
    await expect(loginForm(page, language).username).toBeVisible();
    await expectScreen(page, 'third-party-bind');
    // A new account instead: the registration's form, with the binding's heading, button and way back.
    await page.getByRole('button', { name: say('注册新账号并绑定', 'Register one and link it') }).click();
    await expect(page.getByRole('img', { name: say('验证码图片', 'Captcha image') })).toBeVisible();
    await expectScreen(page, 'third-party-register');
  });

  await visit('a refused callback, and a provider the page cannot go to', async (page) => {
    await answer(page, 'thirdPartyCallback', refusal('thirdParty.stateInvalid'));
    await page.goto(appUrl('wechatCallback', { code: 'screen', state: 'screen' }));
    await expect(page.getByRole('alert')).toContainText(say('微信登录失败', 'WeChat sign-in failed'));
    await expectScreen(page, 'third-party-refused');
    await answer(page, 'thirdPartyStart', refusal('thirdParty.providerUnavailable'));
    await page.goto(appUrl('adapterLogin', { adapter: 'ddtalk' }));
    await expect(page.getByRole('alert')).toContainText(say('无法前往钉钉登录', 'Cannot go to DingTalk'));
    await expectScreen(page, 'third-party-start-failed');
  });

  // Last: the clock it fakes is the context's (visitsIn).
  await visit('a binding no longer valid, before the login comes back by itself', async (page) => {
    // The page's clock held, so the screen is taken before the 3 s run out.
    await holdClock(page);
    await answer(page, 'thirdPartyBinding', refusal('thirdParty.bindingInvalid'));
    await page.goto(appUrl('adapterBind', { adapter: 'wechatenterprise', uuid: 'screen' }));
    await tickUntil(page, () =>
      expect(page.getByRole('status')).toHaveText(
        say('3 秒后自动返回登录页', 'Back to the sign-in page in 3 seconds'),
        GLANCE,
      ),
    );
    await expectScreen(page, 'third-party-bind-invalid', [], { clockHeld: true });
  });
});

test('plugin sign-in', async ({ context, language, say }) => {
  // Answered by the test: a real trace is spent once, and these screens show the same each run.
  const answer = (page: Page, endpoint: EndpointName, data: unknown) =>
    page.route(
      (url) => endpointOf(url.href) === endpoint,
      (route) => route.fulfill({ json: { success: true, code: '200', data } }),
    );
  const visit = visitsIn(context, language);

  await visit('the binding page of a plugin’s person, and the registration instead', async (page) => {
    await page.addInitScript(() =>
      sessionStorage.setItem('plugin_binding', JSON.stringify({ traceId: 'screen', authCode: 'screen' })),
    );
    await page.goto(appUrl('pluginBind', { traceId: 'screen' }));
    await expect(loginForm(page, language).username).toBeVisible();
    await expectScreen(page, 'plugin-bind');
    await page.getByRole('button', { name: say('注册新账号并绑定', 'Register one and link it') }).click();
    await expect(page.getByRole('img', { name: say('验证码图片', 'Captcha image') })).toBeVisible();
    await expectScreen(page, 'plugin-register');
  });

  await visit('the fields a plugin source requires, one refused', async (page) => {
    await answer(page, 'pluginComplementForm', {
      displayName: '赵磊',
      form: {
        formData: [
          {
            key: 'phone',
            name: { zh: '手机号', en: 'Mobile number' },
            placeholder: { zh: '请输入手机号', en: 'Enter your mobile number' },
            rules: [{ required: true, message: 'fieldRequired' }],
          },
        ],
        detailsData: [],
      },
    });
    await page.goto(appUrl('pluginComplement', { traceId: 'screen' }));
    const submit = page.getByRole('button', { name: say('提交并登录', 'Submit and sign in') });
    await expect(submit).toBeVisible();
    await expectScreen(page, 'plugin-complement');
    await page.getByLabel(say('手机号', 'Mobile number')).fill('12345');
    await submit.click();
    await expect(page.getByText(say('请输入正确的手机号', 'Enter a valid mobile number'))).toBeVisible();
    await expectScreen(page, 'plugin-complement-invalid');
  });

  await visit('a trace check refused: auto-create failed', async (page) => {
    await answer(page, 'pluginTraceCheck', { autoCreateFalid: true, message: 'plugin.phoneExists' });
    await page.goto(appUrl('pluginCallback', { traceId: 'screen', authCode: 'screen' }));
    await expect(page.getByRole('alert')).toContainText(
      say('外部系统登录失败', 'Could not sign in with the external system'),
    );
    await expectScreen(page, 'plugin-refused');
  });
});

test('composite sign-in', async ({ context, language, say }) => {
  // The tab's chain as a step left it (SPEC 3 composite data): the page reads it as on a reload. The main
  // server has no chain, so what it is sent for one is answered by the test.
  const FAR_FUTURE = Date.UTC(2099, 0, 1);
  const keepChain = (page: Page, nextAuth: Record<string, unknown>) =>
    page.addInitScript((entry) => sessionStorage.setItem('compositeData', JSON.stringify(entry)), {
      type: 'login',
      code: 'screen-chain-code',
      enterpriseAuthId: 'system_password_adapter',
      userInfo: { username: 'demo', displayName: '演示用户 Demo' },
      nextAuth,
      expiresAt: FAR_FUTURE,
    });
  const next = (authType: string, step: number, steps: number) => ({ type: 'login', authType, step, steps });
  const visit = visitsIn(context, language);

  await visit('a chain’s texted-code step', async (page) => {
    await keepChain(page, next('system_mobilephonetoken_adapter', 2, 2));
    await page.goto(appUrl('compositeLogin'));
    await expect(smsLoginForm(page, language).send).toBeVisible();
    await expect(page.getByText(say('第 2 步，共 2 步', 'Step 2 of 2'))).toBeVisible();
    await expectScreen(page, 'composite-sms-step');
  });

  await visit('a chain’s plugin step', async (page) => {
    await keepChain(page, next('plugin_hr_demo', 2, 3));
    await page.goto(appUrl('compositeLogin'));
    await expect(
      page.getByRole('button', { name: say('前往 人事系统', 'Continue to 人事系统') }),
    ).toBeVisible();
    await expectScreen(page, 'composite-plugin-step');
  });

  await visit('a chain’s password step, refused for another account', async (page) => {
    await keepChain(page, next('system_password_adapter', 2, 2));
    await page.route(
      (url) => endpointOf(url.href) === 'restToken',
      (route) => route.fulfill({ json: { auth: false, done: false, message: 'composite.otherUser' } }),
    );
    await page.goto(appUrl('compositeLogin'));
    const form = loginForm(page, language);
    await expect(form.username).toHaveValue('demo');
    await form.password.fill('Demo@123456');
    await form.submit.click();
    await expect(page.getByRole('button', { name: say('重试', 'Try again') })).toBeVisible();
    await expectScreen(page, 'composite-refused');
  });

  await visit('a chain’s plugin step the server refuses, the chain waiting for another', async (page) => {
    await page.route(
      (url) => endpointOf(url.href) === 'pluginTraceStart',
      (route) =>
        route.fulfill({
          json: { success: false, code: 'InvalidParameter', message: 'composite.stepRefused' },
        }),
    );
    await page.goto(
      appUrl('adapterLogin', {
        adapter: 'plugin',
        pluginId: 'plugin_hr_demo',
        chainCode: 'screen-chain-code',
      }),
    );
    await expect(
      page.getByText(say('多步验证无法继续', 'The multi-step sign-in cannot go on')),
    ).toBeVisible();
    await expectScreen(page, 'composite-plugin-refused');
  });

  await visit('a chain the page cannot read, before the login comes back by itself', async (page) => {
    // The page's clock held, so the screen is taken before the 2 s run out.
    await holdClock(page);
    await page.addInitScript(() => sessionStorage.setItem('compositeData', '{"type":"login"'));
    await page.goto(appUrl('compositeLogin'));
    await tickUntil(page, () =>
      expect(page.getByRole('status')).toHaveText(
        say('2 秒后自动返回登录页', 'Back to the sign-in page in 2 seconds'),
        GLANCE,
      ),
    );
    await expectScreen(page, 'composite-dropped', [], { clockHeld: true });
  });
});

test('the tenant choice: its tenants, and a tenant that refuses the account', async ({
  context,
  language,
  say,
}) => {
  await visitsIn(context, language)('the tenants of an account in two', async (page) => {
    // The server whose login page signs in across the instance's tenants (e2e/tenant-select.spec.ts).
    await page.goto(`http://localhost:${PORTS.skipForceLogin}${appUrl('signIn')}`);
    await loginForm(page, language).signIn('multi', 'Multi@123456');
    const branch = page.getByRole('button', { name: say('演示分公司', 'Demo Branch Ltd.') });
    await expect(branch).toBeVisible();
    await expectScreen(page, 'tenant-select');
    // Answered by the test: a real redeem spends the choice, and a lock would change the server's state.
    await page.route(
      (url) => endpointOf(url.href) === 'globalLogin',
      (route) =>
        route.fulfill({
          status: 400,
          json: { error: 'invalid_request', error_description: 'user_locked', lockTime: 7 },
        }),
    );
    await branch.click();
    await expect(page.getByRole('alert')).toContainText(say('请 7 分钟后再试', 'Try again in 7 min'));
    await expectScreen(page, 'tenant-select-refused');
  });
});

test('the LDAP login as it opens, and when the directory does not answer', async ({
  context,
  language,
  say,
}) => {
  await visitsIn(context, language)('the LDAP tab', async (page) => {
    // Answered by the test: the demo directory is up, and a failure would count against the name.
    await page.route(
      (url) => endpointOf(url.href) === 'directoryLogin',
      (route) =>
        route.fulfill({
          status: 400,
          json: { error: 'invalid_request', error_description: 'directory_unavailable' },
        }),
    );
    await page.goto(appUrl('signIn'));
    const ldap = loginForm(page, language, true);
    await ldap.tab.click();
    await expect(ldap.username).toBeVisible();
    await expectScreen(page, 'ldap-login');
    await ldap.signIn('ldapuser', 'Ldap@123456');
    await expect(ldap.form).toContainText(
      say('目录服务暂时无法连接，请稍后再试', 'The directory cannot be reached. Please try again later.'),
    );
    await expectScreen(page, 'ldap-login-unreachable');
  });
});

test('dialogs over the login page', async ({ context, language, say }) => {
  const visit = visitsIn(context, language);
  await visit('the lock dialog', async (page) => {
    await restTokenRefuses(page, 'user_locked', { lockTime: 7 });
    await page.goto('/frontend/login/#/login');
    await loginForm(page, language).signIn('demo', 'Wrong@123456');
    await expect(page.getByRole('dialog')).toContainText(say('账户已锁定', 'Account locked'));
    await expectScreen(page, 'dialog-locked');
  });

  await visit('the lock dialog of the client address (password spraying)', async (page) => {
    await restTokenRefuses(page, 'invalid_locked', { lockTime: 12 });
    await page.goto('/frontend/login/#/login');
    await loginForm(page, language).signIn('demo', 'Wrong@123456');
    const dialog = page.getByRole('dialog', { name: say('登录已暂停', 'Sign-in paused') });
    await expect(dialog).toContainText(say('请 12 分钟后再试', 'try again in 12 minutes'));
    await expectScreen(page, 'dialog-address-locked');
  });

  await visit('the device dialog', async (page) => {
    await restTokenRefuses(page, 'invalid_device_id');
    await page.goto('/frontend/login/#/login');
    await loginForm(page, language).signIn('demo', 'Demo@123456');
    await expect(page.getByRole('dialog')).toContainText(say('设备校验失败', 'Device check failed'));
    await expectScreen(page, 'dialog-device');
  });

  await visit('risk control locked the account during the second factor', async (page) => {
    await page.route(
      (url) => endpointOf(url.href) === 'otpCode',
      (route) =>
        route.fulfill({ json: { success: false, code: 'Forbidden', message: SESSION_REFUSALS.riskLocked } }),
    );
    // twofactor's session made over HTTP: the page opens at the second factor it owes.
    await signedIn(page, await sessionOf(...TWOFACTOR));
    await page.goto(appUrl('secondFactor'));
    const factor = secondFactorPage(page, language);
    await factor.code.fill('123456');
    await factor.verify.click();
    await expect(page.getByRole('dialog', { name: say('账户已锁定', 'Account locked') })).toBeVisible();
    await expect(loginForm(page, language).username).toBeVisible();
    await expectScreen(page, 'dialog-risk-locked');
  });

  await visit("an application's refusal", async (page) => {
    // `developer` is not assigned to the demo application: its second check is refused.
    const request = { purchaseId: 'demo-2fa-purchase-0001', state: 'screens', username: 'developer' };
    await page.goto(appUrl('applicationTwoFactor', { ...request, defaultAdapter: 'up' }));
    const form = loginForm(page, language);
    await expect(form.password).toBeEditable();
    await expectScreen(page, 'application-password');
    await form.password.fill('Developer@123456');
    await form.submit.click();
    await expect(page.getByRole('dialog')).toContainText(
      say('账户应用未授权', 'This account is not authorized for the application'),
    );
    await expectScreen(page, 'dialog-application-refused');
  });
});

test("an application's check by one-time code, a wrong code refused", async ({ context, language, say }) => {
  await visitsIn(context, language)("the application's check", async (page) => {
    await page.route(
      (url) => endpointOf(url.href) === 'applicationOtpCode',
      (route) =>
        route.fulfill({
          json: { success: false, code: 'InvalidParameter', message: SECOND_FACTOR_REFUSALS.wrongCode },
        }),
    );
    const request = { purchaseId: 'demo-2fa-purchase-0002', state: 'screens', username: 'appotp' };
    await page.goto(appUrl('applicationTwoFactor', { ...request, defaultAdapter: 'up' }));
    const code = page.getByRole('textbox', { name: say('动态口令', 'One-time code') });
    await expect(code).toBeFocused();
    await expectScreen(page, 'application-code');
    await code.fill('123456');
    await page.getByRole('button', { name: say('验证', 'Verify'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      say('验证失败，动态口令错误，请重新输入', 'Verification failed: the code is wrong. Try again.'),
    );
    await expectScreen(page, 'application-code-wrong');
  });
});

test('the login-access page', async ({ context, language, say }) => {
  const visit = signedInVisitsIn(context, language);
  const SPUSER: DemoUser = ['spuser', 'Spuser@123456'];

  await visit('an unknown application', SPUSER, async (page) => {
    await page.goto(appUrl('loginAccess', { sp_code: 'nope', application_key: 'nope' }));
    await expect(page.getByRole('alert')).toContainText(say('无法识别的应用', 'Unknown application'));
    await expectScreen(page, 'login-access-unknown');
  });

  await visit('no answer: a retry', SPUSER, async (page) => {
    // The page's clock held, so the network error's toast is still there when the screen is taken.
    await holdClock(page);
    await page.route(
      (url) => endpointOf(url.href) === 'applicationSecurityLevel',
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto(
      appUrl('loginAccess', { sp_code: 'demo_sp_high', application_key: 'demo-sp-high-app-key-0001' }),
    );
    await tickUntil(page, async () => {
      await expect(page.getByRole('button', { name: say('重试', 'Try again') })).toBeVisible(GLANCE);
      await expect(
        page.getByText(say('网络错误，请稍后再试！', 'Network error, please try again later!')),
      ).toBeVisible(GLANCE);
    });
    await expectScreen(page, 'login-access-unavailable', [], { clockHeld: true });
  });
});

test('the password change, its fields refused', async ({ context, language, say }) => {
  const visit = signedInVisitsIn(context, language);
  await visit('the change an expired password asks for', ['expiredpwd', 'Expired@123456'], async (page) => {
    await page.goto(appUrl('modifyPassword', { type: 'needModifyPasswordOfPwdExpire' }));
    await expect(page.getByRole('list', { name: say('密码要求', 'Password requirements') })).toBeVisible();
    await page.getByRole('button', { name: say('确认修改', 'Change password') }).click();
    await expect(page.getByText(say('请输入原密码', 'Enter your current password'))).toBeVisible();
    await expectScreen(page, 'modify-password-refused');
  });
});

test('the second factor', async ({ context, language, say }) => {
  const ok = (data: unknown) => ({ json: { success: true, code: '200', message: 'success', data } });
  /** An endpoint answers with `data` (state-changing or random calls, so each image is the same each run). */
  const answer = (page: Page, endpoint: EndpointName, data: unknown) =>
    page.route(
      (url) => endpointOf(url.href) === endpoint,
      (route) => route.fulfill(ok(data)),
    );
  // Each screen opens at the second factor its user's session owes (signedInVisitsIn).
  const visit = signedInVisitsIn(context, language);
  const openFactor = (page: Page) => page.goto(appUrl('secondFactor'));

  await visit('the bound authenticator app, a wrong code refused', TWOFACTOR, async (page) => {
    await page.route(
      (url) => endpointOf(url.href) === 'otpCode',
      (route) =>
        route.fulfill({
          json: { success: false, code: 'InvalidParameter', message: SECOND_FACTOR_REFUSALS.wrongCode },
        }),
    );
    await openFactor(page);
    const factor = secondFactorPage(page, language);
    await expect(factor.code).toBeFocused();
    await expectScreen(page, 'second-factor-app');
    await factor.code.fill('123456');
    await factor.verify.click();
    await expect(page.getByRole('alert')).toHaveText(
      say('验证失败，验证码错误，请重新输入', 'Verification failed: the code is incorrect. Please try again'),
    );
    await expectScreen(page, 'second-factor-app-wrong-code');
  });

  await visit(
    'binding a new authenticator app from its QR code',
    ['otpnew', 'Otpnew@123456'],
    async (page) => {
      // A fixed key, so the QR code drawn is the same each run.
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      // otpnew's app is the tenant's own: the QR code binds the enterprise too (a fixed server address).
      await answer(page, 'bindEnterpriseQrcode', {
        secret,
        qrcode: `otpauth://totp/%E6%BC%94%E7%A4%BA%E4%BC%81%E4%B8%9A:otpnew?issuer=%E6%BC%94%E7%A4%BA%E4%BC%81%E4%B8%9A&secret=${secret}&algorithm=SHA1&digits=6&period=30&enterpriseId=demo&server=http%3A%2F%2Flocalhost%3A8080`,
      });
      await openFactor(page);
      await expect(secondFactorPage(page, language).qr).toBeVisible();
      await expectScreen(page, 'second-factor-binding');
    },
  );

  await visit('an SMS code, before it is sent', ['smsuser', 'Smsuser@123456'], async (page) => {
    await answer(page, 'smsUserInfo', { phoneNumber: '138****8000', resendAfter: 0 });
    await openFactor(page);
    await expect(
      page.getByText(say('验证码将发送至 138****8000', 'A code will be sent to 138****8000')),
    ).toBeVisible();
    await expectScreen(page, 'second-factor-sms');
  });

  await visit('a code the administrator relays, before it is asked for', TWOFACTOR, async (page) => {
    await openFactor(page);
    const factor = secondFactorPage(page, language);
    await factor.chooseMethod('管理员验证码', 'Administrator code');
    await expect(factor.askAdmin).toBeVisible();
    await expectScreen(page, 'second-factor-admin');
  });

  await visit('an offline device, its challenge on screen', ['offline', 'Offline@123456'], async (page) => {
    // A fixed challenge, so the QR code drawn is the same each run.
    const qr = {
      suite: OFFLINE_DEVICE_SUITE,
      question: '20261125',
      user: 'offline',
      issuer: '演示企业',
      secret: null,
    };
    await answer(page, 'offlineChallenge', {
      base64Data: ocraQrImage(qr),
      challenge: qr.question,
      suite: qr.suite,
      expiresIn: 300,
      provisioning: null,
    });
    await openFactor(page);
    await expect(secondFactorPage(page, language).offlineQr).toBeVisible();
    await expectScreen(page, 'second-factor-offline');
  });

  await visit('resetting a lost authenticator app', ['otpreset', 'Otpreset@123456'], async (page) => {
    await openFactor(page);
    const factor = secondFactorPage(page, language);
    await factor.lostApp.click();
    await expect(factor.captcha).toBeFocused();
    await expectScreen(page, 'second-factor-reset');
  });

  await visit(
    'an SMS code for a user without a phone, where none may be bound',
    ['smsnophone', 'Smsnophone@123456'],
    async (page) => {
      await answer(page, 'smsUserInfo', { phoneNumber: null, resendAfter: 0, mayBindPhone: false });
      await openFactor(page);
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(secondFactorPage(page, language).heading).toBeVisible();
      await expectScreen(page, 'second-factor-sms-no-phone');
    },
  );

  await visit(
    'binding a phone: the number, a wrong one refused',
    ['smsnophone', 'Smsnophone@123456'],
    async (page) => {
      await openFactor(page);
      const phone = secondFactorPage(page, language).newPhone;
      await expect(phone).toBeFocused();
      await expectScreen(page, 'second-factor-new-phone');
      await phone.fill('12345');
      await secondFactorPage(page, language).send.click();
      await expect(
        page.getByText(say('请输入正确的 11 位手机号', 'Enter a valid 11-digit mobile number')),
      ).toBeVisible();
      await expectScreen(page, 'second-factor-new-phone-invalid');
    },
  );

  // Last: the clock it fakes is the context's (visitsIn).
  await visit(
    'a composite chain’s factor steps: one, passed, and the next refused',
    TWOFACTOR,
    async (page) => {
      // twofactor's own factor, answered as a chain's third step of three (the main server has no chain).
      const select = {
        methods: ['otp'],
        isApp2Factor: true,
        hasCurrentDevice: true,
        bindPhoneNumber: true,
        enterpriseInformation: { enterpriseId: 'demo' },
        composite: { step: 2, steps: 3 },
      };
      await answer(page, 'secondFactorSelect', select);
      await answer(page, 'otpCode', { authCode: 'screen-pass-0123456789' });
      let saves = 0;
      await page.route(
        (url) => endpointOf(url.href) === 'saveResult',
        (route) =>
          route.fulfill(
            saves++ === 0
              ? ok({
                  saved: false,
                  composite: {
                    auth: true,
                    done: false,
                    nextAuth: { type: 'twoFactor', authType: 'otp', step: 3, steps: 3 },
                  },
                })
              : { json: { success: false, code: 'InvalidParameter', message: 'composite.stepRefused' } },
          ),
      );
      await openFactor(page);
      const factor = secondFactorPage(page, language);
      await expect(page.getByText(say('第 2 步，共 3 步', 'Step 2 of 3'))).toBeVisible();
      await expect(factor.code).toBeFocused();
      await expectScreen(page, 'second-factor-chain-step');
      // The page's clock held from here, so the passed step's message is taken before its 1.5 s run out.
      await holdClock(page);
      await factor.code.fill('123456');
      await factor.verify.click();
      await tickUntil(page, () =>
        expect(page.getByText(say('验证通过', 'Step verified'), { exact: true })).toBeVisible(GLANCE),
      );
      await expectScreen(page, 'second-factor-chain-passed', [], { clockHeld: true });
      // The next step, whose pass the server refuses: out of order.
      await page.clock.runFor(1_600);
      await expect(factor.code).toBeVisible();
      await factor.code.fill('654321');
      await factor.verify.click();
      await expect(page.getByRole('alert')).toContainText(
        say('组合登录认证失败', 'Multi-step sign-in failed'),
      );
      await expectScreen(page, 'second-factor-chain-refused', [], { clockHeld: true });
    },
  );
});

test('status pages', async ({ context, language }) => {
  const visit = visitsIn(context, language);
  for (const path of [
    '404',
    '500',
    '403',
    '401',
    '503',
    'ipAccess',
    'applicationDisabled',
    'applicationNoPermission',
    'systemError',
  ]) {
    await visit(`/${path}`, async (page) => {
      await page.goto(`/frontend/login/#/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectScreen(page, `status-${path}`);
    });
  }
});

test('static fallback pages', async ({ context, language }) => {
  const visit = visitsIn(context, language);
  for (const name of ['systemError', 'ipAccess', 'enterpriseExpired']) {
    await visit(name, async (page) => {
      await page.goto(`/frontend/login/${name}.html`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectScreen(page, `static-${name}`);
    });
  }
});

test('the registration page as it opens, and with its fields refused', async ({ context, language, say }) => {
  await visitsIn(context, language)('the registration form', async (page) => {
    await page.goto(appUrl('register'));
    const form = registerForm(page, language);
    await expect(page.getByRole('img', { name: say('验证码图片', 'Captcha image') })).toBeVisible();
    await expectScreen(page, 'register');
    await form.username.fill('a b');
    await form.password.fill('short');
    await form.passwordAgain.fill('other');
    await form.phone.fill('12345');
    await form.email.fill('nobody@');
    await form.submit.click();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expectScreen(page, 'register-refused');
  });
});

/** The reset's answers, made by the test: every run shows the same account, ways and questions. */
async function answerReset(page: Page) {
  const ok = (data: unknown) => ({ json: { success: true, code: '200', message: 'success', data } });
  const answers: Partial<Record<EndpointName, unknown>> = {
    forgotVerifyUser: {
      resetToken: 'screens-reset-token-0123456789',
      username: 'resetphone',
      methods: [
        { type: 'email', masked: 'r***@demo.example.com' },
        { type: 'phone', masked: '138****8020' },
        { type: 'question', masked: null },
      ],
    },
    // No countdown: the resend button's text does not change while the picture is taken.
    forgotObtainCode: { resendAfter: 0, validMinutes: 10 },
    secretIssues: [
      { id: 'q1', secretIssue: '小学的名字？ Name of your primary school?' },
      { id: 'q2', secretIssue: '最喜欢的城市？ Favourite city?' },
    ],
  };
  await page.route(
    (url) => (endpointOf(url.href) ?? '') in answers,
    (route) => route.fulfill(ok(answers[endpointOf(route.request().url()) ?? 'forgotVerifyUser'])),
  );
}

test('the password reset', async ({ context, language }) => {
  const visit = visitsIn(context, language);
  await visit('its account step, as it opens and with an account refused', async (page) => {
    await page.goto(appUrl('resetPassword'));
    const reset = resetPage(page, language);
    await expect(reset.captchaImage).toBeVisible();
    await expectScreen(page, 'reset-account');
    await page.route(
      (url) => endpointOf(url.href) === 'forgotVerifyUser',
      (route) =>
        route.fulfill({ json: { success: false, code: '400', message: RESET_PASSWORD_REFUSALS.noAccount } }),
    );
    await reset.enterAccount('nobody');
    await expect(reset.alert).toBeVisible();
    // SPEC 8: the form is cleared and a new captcha drawn; the refusal stays until the user types.
    await expect(reset.account).toHaveValue('');
    await expect(reset.captchaImage).toBeVisible();
    await expectScreen(page, 'reset-account-refused');
  });

  await visit('its ways, its code, its questions, its new password and its result', async (page) => {
    await answerReset(page);
    await page.goto(appUrl('resetPassword'));
    const reset = resetPage(page, language);
    await expect(reset.captchaImage).toBeVisible();
    await reset.enterAccount('resetphone');
    await expect(reset.step(2)).toBeVisible();
    await expectScreen(page, 'reset-methods');
    await reset.choose('email');
    await expect(reset.resend).toBeEnabled();
    await expectScreen(page, 'reset-code');
    await page
      .getByRole('button', { name: language === 'en' ? 'Use another method' : '换一种验证方式' })
      .click();
    await reset.choose('question');
    await expect(page.getByRole('textbox', { name: /Favourite city/ })).toBeVisible();
    await expectScreen(page, 'reset-questions');

    await page.route(
      (url) => endpointOf(url.href) === 'secretCheck',
      (route) =>
        route.fulfill({ json: { success: true, code: '200', message: 'success', data: { verified: true } } }),
    );
    await page.getByRole('textbox', { name: /primary school/ }).fill('Sunshine');
    await page.getByRole('textbox', { name: /Favourite city/ }).fill('Hangzhou');
    await reset.next.click();
    await expect(reset.step(4)).toBeVisible();
    await reset.setPassword('short', 'other');
    await expect(reset.confirmPassword).toHaveAttribute('aria-invalid', 'true');
    await expectScreen(page, 'reset-new-password-refused');

    await page.route(
      (url) => endpointOf(url.href) === 'forgotSubmit',
      (route) =>
        route.fulfill({
          json: { success: true, code: '200', message: 'success', data: { resultDto: { result: true } } },
        }),
    );
    await reset.setPassword('Renewed@2026x');
    await expect(reset.backToLogin).toBeVisible();
    await expectScreen(page, 'reset-done');
  });
});

test('the license (instances seeded in each state)', async ({ context, language, say }) => {
  const at = (port: number) => `http://localhost:${port}/frontend/login/#/login`;
  // The dialogs' end date and its distance depend on the day the instance was seeded.
  const endDate = (page: Page) => [
    page.getByRole('dialog').locator('span', { hasText: /\d{4}-\d{2}-\d{2}/ }),
  ];
  const visit = visitsIn(context, language);

  await visit('an expired license: the login page says the service has stopped', async (page) => {
    await page.goto(at(LICENSE_PORTS.expired));
    await expect(page.getByTestId('login-card').getByRole('alert')).toContainText(
      say('系统已停止服务', 'Service stopped'),
    );
    await expectScreen(page, 'license-stopped');
  });

  await visit('an expired license holds an administrator', async (page) => {
    await page.goto(at(LICENSE_PORTS.expired));
    await loginForm(page, language).signIn('admin', 'Admin@123456');
    await expect(page.getByRole('dialog')).toContainText(say('请更新许可证', 'Please update the license'));
    await expectScreen(page, 'license-expired-dialog', endDate(page));
  });

  await visit('a license ending soon warns an administrator', async (page) => {
    await page.goto(at(LICENSE_PORTS.expiring));
    await loginForm(page, language).signIn('admin', 'Admin@123456');
    await expect(page.getByRole('dialog')).toContainText(say('请及时更新许可证', 'Please update it in time'));
    await expectScreen(page, 'license-expiring-dialog', endDate(page));
  });
});

test('the free edition: its prompt, from a paid login type', async ({ context, language, say }) => {
  await visitsIn(context, language)('the SMS tab of a free edition', async (page) => {
    await page.goto(`http://localhost:${LICENSE_PORTS.expiring}/frontend/login/#/login`);
    await page.getByRole('tab', { name: say('短信登录', 'SMS code'), exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(say('当前版本', 'Current edition'));
    await expectScreen(page, 'edition-prompt');
  });
});

test('desktop-client mode', async ({ context, language, say }) => {
  const DESKTOP = '/frontend/login/#/login?sp_code=demo_sdp&application_key=demo-plugin_sdp_user-0001';
  const visit = visitsIn(context, language);

  await visit("the login in the client's window, its header in place of the web header", async (page) => {
    await page.goto(DESKTOP);
    await expect(loginForm(page, language).submit).toBeEnabled();
    await expect(page.getByRole('button', { name: say('关闭窗口', 'Close the window') })).toBeVisible();
    await expectScreen(page, 'desktop-login');
  });

  await visit('the close dialog, the client not running', async (page) => {
    await page.goto(DESKTOP);
    await expect(loginForm(page, language).submit).toBeEnabled();
    await page.route('http://127.0.0.1:21056/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: say('关闭窗口', 'Close the window') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: say('最小化', 'Minimise') }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectScreen(page, 'desktop-close-dialog');
  });
});

test("the phone's QR confirmation", async ({ context, language }) => {
  const visit = signedInVisitsIn(context, language);
  await visit(
    'a code a computer shows, opened on a signed-in phone',
    ['demo', 'Demo@123456'],
    async (page) => {
      // The computer's code, issued over HTTP as its login page would ask for it.
      const issued = QrInitResponse.parse(
        (await qrBrowser(`http://localhost:${PORTS.main}`, '192.0.2.1').init()).body,
      );
      const code = issued.data.state === 'issued' ? issued.data.code : '';
      await page.goto(`/frontend/mobile/confirm?_enterprise_id=demo&code=${code}`);
      await expect(confirmPage(page, language).confirm).toBeVisible();
      // When the code was asked for, and from where, differ from run to run.
      await expectScreen(page, 'qr-confirm', [page.locator('#time'), page.locator('#address')]);
    },
  );
});
