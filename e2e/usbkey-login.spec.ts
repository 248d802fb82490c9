import { expectInvalidField, expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { appUrl } from './support/routes';
import { E2E_USBKEY_PIN, E2E_USBKEY_TOKENS, usbKeyLoginForm } from './support/usbkey-login-page';

// Issue 13, SPEC 3, 7, 8 and 9: the USB-key certificate login against the real reference server and the
// reference agent on SoftHSM2 tokens (e2e/support/usbkey-agent-e2e.ts). Each language project signs with a key
// of its own, so a wrong PIN of one never counts against the other's. The demo tenant offers the type to
// computers only.

const AGENT = 'ws://127.0.0.1:21051';

test.describe('on a computer', () => {
  test.skip(({ isMobile }) => isMobile, 'the demo tenant offers the USB key to computers only');

  test('the key’s certificate and its PIN sign in to the portal; a wrong PIN says the tries left', async ({
    page,
    language,
    say,
  }) => {
    const usbKey = usbKeyLoginForm(page, language);
    await usbKey.open();
    await expect(usbKey.tab).toHaveAttribute('aria-selected', 'true');
    await usbKey.choose(E2E_USBKEY_TOKENS[language]);
    await expect(usbKey.form).toContainText(
      say('颁发者 IDaaS Demo USB-key CA', 'Issued by IDaaS Demo USB-key CA'),
    );
    await expectNoA11yViolations(page, { name: 'usb key login' });

    await usbKey.signIn('000000');
    // The agent counts the wrong PIN (SPEC 8: retries left); the field is emptied for the next.
    await expectInvalidField(usbKey.pin, say('PIN 码错误，还可重试 4 次', 'Wrong PIN. 4 attempts left.'));
    await expect(usbKey.pin).toHaveValue('');
    await expect(usbKey.pin).toBeFocused();

    await usbKey.signIn(E2E_USBKEY_PIN);
    await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess/);
  });

  test('an agent that answers what it should not is said so, and another try reads the key', async ({
    page,
    language,
    say,
  }) => {
    // The first connection gets an answer of no known shape; later ones reach the real agent.
    let answered = 0;
    await page.routeWebSocket(AGENT, (ws) => {
      if (answered++ > 0) return void ws.connectToServer();
      ws.onMessage(() => ws.send('{"certificates":"all of them"}'));
    });
    const usbKey = usbKeyLoginForm(page, language);
    await usbKey.open();
    const alert = page.getByRole('alert').filter({
      hasText: say('证书助手返回了无法识别的数据', 'sent an answer this page does not understand'),
    });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: say('重试', 'Try again') }).click();
    await expect(usbKey.certificate).toBeVisible();
  });
});

test(
  'a phone’s login page offers no USB key (the tenant offers it to computers only)',
  { tag: '@phone' },
  async ({ page, language, isMobile }) => {
    test.skip(!isMobile, 'phones only');
    await page.goto(appUrl('signIn'));
    await expect(loginForm(page, language).username).toBeVisible();
    await expect(usbKeyLoginForm(page, language).tab).toHaveCount(0);
  },
);
