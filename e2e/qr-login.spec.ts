import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { confirmPage, phone, qrLoginPanel } from './support/qr-login-page';
import { appUrl } from './support/routes';

// The QR scan login of the demo tenant (issue 12): the login page shows a code as a QR picture; a second
// browser, a phone signed in to the tenant, reads the picture from the screen as a camera would, opens the
// server's confirm page and confirms or rejects; the login page follows by itself.

const PHONE_USER = { username: 'demo', password: 'Demo@123456' };
const CONFIRM_URL = /\/frontend\/mobile\/confirm\?_enterprise_id=demo&code=[A-Za-z0-9_-]{43}$/;

test(
  'a phone signs in from the confirm page, comes back to it and confirms; the browser lands in the portal as its user',
  { tag: '@phone' },
  async ({ page, browser, language, say }) => {
    await page.goto(appUrl('signIn'));
    const qr = qrLoginPanel(page, language);
    await qr.tab.click();
    await expect(qr.tab).toHaveAttribute('aria-selected', 'true');
    await expect(qr.status).toHaveText(
      say(
        '请使用已登录的手机扫描二维码，2 分钟内有效',
        'Scan with a phone that is signed in. Valid for 2 minutes.',
      ),
    );
    await expectNoA11yViolations(page, { name: 'qr login' });
    const url = await qr.scan();
    expect(url).toMatch(CONFIRM_URL);

    // The phone that scans is not signed in yet: it signs in first, and the sign-in brings it back.
    const { context, page: phonePage } = await phone(browser, language);
    await phonePage.goto(url);
    const confirm = confirmPage(phonePage, language);
    await confirm.signInFirst.click();
    await loginForm(phonePage, language).signIn(PHONE_USER.username, PHONE_USER.password);
    await expect(phonePage).toHaveURL(CONFIRM_URL);
    await expect(confirm.confirm).toBeVisible();
    // The phone says which browser asks (the projects' own: Chrome on the desktop, Safari as the phones).
    await expect(phonePage.getByText(/(Chrome|Safari) \d+ · /)).toBeVisible();
    await expect(qr.status).toHaveText(
      say('扫描成功，请在手机上确认登录', 'Scanned. Confirm the sign-in on your phone.'),
    );

    await confirm.confirm.click();
    await expect(phonePage.getByRole('status')).toHaveText(
      say('已确认，请在电脑上继续', 'Confirmed. Continue on your computer'),
    );
    await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess/);
    await expect(page.getByText(PHONE_USER.username, { exact: true })).toBeVisible();

    // The code was used: the phone cannot confirm it again.
    await phonePage.reload();
    await expect(phonePage.getByRole('alert')).toContainText(say('二维码已失效', 'This QR code has expired'));
    await context.close();
  },
);

test('a code left unscanned for 2 minutes expires and offers a fresh one', async ({
  page,
  language,
  say,
}) => {
  await page.clock.install();
  await page.goto(appUrl('signIn'));
  const qr = qrLoginPanel(page, language);
  await qr.tab.click();
  const first = await qr.scan();

  await page.clock.fastForward('02:01');
  await expect(qr.status).toHaveText(
    say('二维码已失效，请刷新后重新扫描', 'The QR code has expired. Refresh it and scan again.'),
  );
  await expectNoA11yViolations(page, { name: 'qr login: expired' });
  await qr.refresh.click();
  await expect(qr.status).toHaveText(
    say(
      '请使用已登录的手机扫描二维码，2 分钟内有效',
      'Scan with a phone that is signed in. Valid for 2 minutes.',
    ),
  );
  expect(await qr.scan()).not.toBe(first);
});
