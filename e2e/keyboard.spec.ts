import type { Locator, Page } from '@playwright/test';
import { expectInvalidField, expectNoA11yViolations } from './support/a11y';
import { type Language, expect, test } from './support/fixtures';
import { freshName, loginForm } from './support/login-page';
import { endpointOf } from './support/requests';

/** The login form's controls, in the order they stand on the screen. */
function controls(page: Page, language: Language) {
  const say = (zh: string, en: string) => (language === 'en' ? en : zh);
  const form = loginForm(page, language);
  return {
    ...form,
    languageToggle: page
      .getByRole('banner')
      .getByRole('button', { name: say('English', '中文'), exact: true }),
    /** The login types' tabs (the demo tenant offers the password and SMS codes): one Tab stop, arrows between. */
    passwordTab: page.getByRole('tab', { name: say('密码登录', 'Password') }),
    smsTab: page.getByRole('tab', { name: say('短信登录', 'SMS code') }),
    eye: form.form.getByRole('button', { name: say('显示或隐藏密码', 'Show or hide password') }),
    newCaptcha: form.form.getByRole('button', { name: say('看不清，换一张', 'Show another captcha') }),
    autoLogin: form.form.getByRole('checkbox', { name: say('自动登录', 'Keep me signed in') }),
    /** The card's last controls, after the form: the password reset and (the demo tenant takes them) registering. */
    forgot: page.getByTestId('login-card').getByRole('link', { name: say('忘记密码？', 'Forgot password?') }),
    register: page.getByTestId('login-card').getByRole('link', { name: say('注册账号', 'Create one') }),
    /**
     * The tenant's third-party sources under the card's links, one link each: the demo tenant has seven, its
     * DingTalk OIDC plugin after them, then its two plugin sources.
     */
    sources: Array.from({ length: 10 }, (_, index) =>
      page
        .getByRole('navigation', { name: say('其他登录方式', 'Other ways to sign in') })
        .getByRole('link')
        .nth(index),
    ),
    footerLink: page.getByRole('contentinfo').getByRole('link'),
  };
}

/** Presses Tab once per control and expects each, in turn, to have the focus. */
async function expectTabOrder(page: Page, order: Locator[]) {
  for (const control of order) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
}

/** The focus ring of an element and its contrast with the card. */
async function focusRing(element: Locator) {
  await expect(element).toBeFocused();
  const ring = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    const card = el.closest('[data-testid="login-card"], form')!;
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = card; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(colour)) {
        background = colour;
        break;
      }
    }
    return {
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      colour: style.outlineColor,
      background,
    };
  });
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((c) => {
        const s = Number(c) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(ring.colour), luminance(ring.background)].sort((a, b) => b - a);
  return { ...ring, contrast: (hi! + 0.05) / (lo! + 0.05) };
}

/**
 * Presses Tab once per control and expects each, in turn, to have the focus and to wear a solid ring of 2 px
 * at least, at 3:1 against the card.
 */
async function tabToRingedControls(page: Page, order: Locator[]) {
  for (const control of order) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(control);
    expect(ring, `the focus ring of ${control}`).toMatchObject({ style: 'solid' });
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.contrast).toBeGreaterThanOrEqual(3);
  }
}

test.describe('the login form by keyboard alone', () => {
  test.beforeEach(async ({ page, language }) => {
    await page.goto('/frontend/login/#/login');
    await expect(loginForm(page, language).submit).toBeEnabled();
  });

  test('Tab goes through the page in the order it reads: header, username, password, its eye, the form, the reset and registering, the third-party sources, the footer; whatever has the focus wears a ring of 2 px at least, at 3:1 against the card, and the eye shows and hides the password from the keyboard, without submitting', async ({
    page,
    language,
  }) => {
    const c = controls(page, language);
    let sent = false;
    page.on('request', (request) => (sent ||= endpointOf(request.url()) === 'restToken'));
    await expectTabOrder(page, [c.languageToggle]);
    await tabToRingedControls(page, [c.passwordTab, c.username, c.password]);
    await page.keyboard.type('Secret@123');
    await tabToRingedControls(page, [c.eye]);
    await expect(c.eye).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Space');
    await expect(c.password).toHaveAttribute('type', 'text');
    await expect(c.eye).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(c.password).toHaveAttribute('type', 'password');
    await expect(c.eye).toBeFocused();
    await tabToRingedControls(page, [c.autoLogin, c.submit, c.forgot, c.register, c.sources[0]!]);
    await expectTabOrder(page, [...c.sources.slice(1), c.footerLink]);
    expect(sent).toBe(false);
  });

  test('Enter in a field submits the form; with the captcha it brings, Tab reaches the captcha and its refresh between the password and the submit', async ({
    page,
    language,
    say,
  }) => {
    const c = controls(page, language);
    const sent = page.waitForRequest((request) => endpointOf(request.url()) === 'restToken');
    await c.username.fill(freshName('enter'));
    await c.password.fill('Wrong@123456');
    await c.password.press('Enter');
    await sent;
    await expect(page.getByRole('alert')).toHaveText(
      say('用户名或密码错误', 'Incorrect username or password'),
    );
    await c.username.focus();
    await expectTabOrder(page, [c.password, c.eye, c.captcha, c.newCaptcha, c.autoLogin, c.submit]);
  });

  test('the arrow keys move between the login types and open the one they reach', async ({
    page,
    language,
  }) => {
    const c = controls(page, language);
    await c.passwordTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(c.smsTab).toBeFocused();
    await expect(c.smsTab).toHaveAttribute('aria-selected', 'true');
    // The SMS form's first stop, once it shows: its region, then the number.
    const region = page.getByRole('combobox', { name: language === 'en' ? 'Region' : '区号' });
    await expect(region).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(region).toBeFocused();
    await c.smsTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(c.passwordTab).toHaveAttribute('aria-selected', 'true');
    await expect(c.username).toBeVisible();
  });

  test('an empty submit is refused before anything is sent: both fields marked invalid, each described by its message, and the username focused; with the username filled, only the password, focused', async ({
    page,
    language,
    say,
  }) => {
    const c = controls(page, language);
    let sent = false;
    page.on('request', (request) => (sent ||= endpointOf(request.url()) === 'restToken'));
    await c.password.focus();
    await c.password.press('Enter');
    await expectInvalidField(c.username, say('请输入用户名', 'Please enter your username'));
    await expectInvalidField(c.password, say('请输入密码', 'Please enter your password'));
    await expect(c.username).toBeFocused();
    await page.keyboard.type('demo');
    await c.username.press('Enter');
    await expectInvalidField(c.password, say('请输入密码', 'Please enter your password'));
    await expect(c.password).toBeFocused();
    await expect(c.username).not.toHaveAttribute('aria-invalid');
    expect(sent).toBe(false);
  });

  test('a dialog takes the focus, keeps it, and Escape closes it', async ({ page, language, say }) => {
    const c = controls(page, language);
    await page.route(
      (url) => endpointOf(url.href) === 'restToken',
      (route) =>
        route.fulfill({
          status: 400,
          json: { error: 'invalid_request', error_description: 'invalid_device_id' },
        }),
    );
    await c.signIn('demo', 'Demo@123456');
    const dialog = page.getByRole('dialog', { name: say('设备校验失败', 'Device check failed') });
    await expect(dialog.getByRole('button', { name: say('我知道了', 'OK') })).toBeFocused();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoA11yViolations(page, { name: 'device dialog, reached by keyboard' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(c.submit).toBeEnabled();
  });
});
