import type { Browser, Page } from '@playwright/test';
import type { Language } from './fixtures';
import { readQrCode } from './second-factor';

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

/** A second browser, a phone's, in the project's language, nobody signed in. */
export async function phone(browser: Browser, language: Language) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true });
  await context.addInitScript((lang) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
  }, language);
  return { context, page: await context.newPage() };
}

/** The reference server's phone page for a scanned code (server/static), in the project's language. */
export function confirmPage(page: Page, language: Language) {
  const say = <T>(zh: T, en: T) => (language === 'en' ? en : zh);
  return {
    confirm: page.getByRole('button', { name: say('确认登录', 'Confirm'), exact: true }),
    reject: page.getByRole('button', { name: say('拒绝', 'Reject'), exact: true }),
    signInFirst: page.getByRole('link', { name: say('前往登录', 'Go to sign-in') }),
  };
}
