import type { Browser, Page } from '@playwright/test';
import type { Language } from './fixtures';
import { loginForm } from './login-page';
import { readQrCode } from './second-factor';
import { appUrl } from './routes';

/** The login page's QR scan tab as a user sees it, in the project's language. */
export function qrLoginPanel(page: Page, language: Language) {
  const say = <T>(zh: T, en: T) => (language === 'en' ? en : zh);
  const panel = page.getByRole('region', { name: say('扫码登录', 'QR code'), exact: true });
  return {
    tab: page.getByRole('tab', { name: say('扫码登录', 'QR code'), exact: true }),
    panel,
    qr: panel.getByRole('img', { name: say('扫码登录二维码', 'QR code to sign in') }),
    status: panel.getByRole('status'),
    refresh: panel.getByRole('button', { name: say('刷新二维码', 'Refresh QR code') }),
    /** The phone page the QR code on the screen opens, read from its picture as a camera would. */
    async scan(): Promise<string> {
      return readQrCode(this.qr);
    },
  };
}

/**
 * A second browser, a phone's, in which `username` is signed in to the tenant through the login page, as the
 * user of the phone that scans the code would be.
 */
export async function signedInPhone(
  browser: Browser,
  language: Language,
  username: string,
  password: string,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true });
  await context.addInitScript((lang) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
  }, language);
  const page = await context.newPage();
  await page.goto(appUrl('signIn'));
  await loginForm(page, language).signIn(username, password);
  await page.waitForURL(/\/frontend\/enduser\/#loginSuccess/);
  return { context, page };
}

/** The reference server's phone page for a scanned code (server/static), in the project's language. */
export function confirmPage(page: Page, language: Language) {
  const say = <T>(zh: T, en: T) => (language === 'en' ? en : zh);
  return {
    confirm: page.getByRole('button', { name: say('确认登录', 'Confirm'), exact: true }),
    reject: page.getByRole('button', { name: say('拒绝', 'Reject'), exact: true }),
  };
}
