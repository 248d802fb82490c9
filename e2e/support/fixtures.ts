import { type Page, test as base, expect } from '@playwright/test';

export type Language = 'zh' | 'en';
export type LanguageOption = { language: Language };
/** Picks the text the user sees in this project's language. */
export type Say = (zh: string | RegExp, en: string | RegExp) => string | RegExp;

type Fixtures = LanguageOption & {
  say: Say;
  /**
   * Every Content-Security-Policy violation and uncaught error of any page of the test (popups included),
   * checked empty when the test ends. A test that provokes one on purpose takes it out of the list.
   */
  pageProblems: string[];
};

/**
 * The page opens in the project's language, stored where the app reads it before the first page loads; once
 * per tab, so a language the test switches to stays (a page the test opens itself calls this too).
 */
export const inLanguage = (page: Page, language: Language) =>
  page.addInitScript((lang) => {
    // The app's own window only: a provider's framed page (the login card's QR panels) may have no storage,
    // nor has about:blank, where the screens' visits wait between them.
    if (window !== window.top || location.protocol === 'about:') return;
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('language', lang);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);

/** Each project runs in one UI language (inLanguage). */
export const test = base.extend<Fixtures>({
  language: ['zh', { option: true }],
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
        problems.push(`CSP violation on ${page.url()}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = Reflect.get(window, '__reportCspViolation') as (text: string) => void;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          );
        });
      });
      const watch = (page: import('@playwright/test').Page) =>
        page.on('pageerror', (error) => problems.push(`Uncaught on ${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      expect(problems, 'the pages had CSP violations or uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, language }, use) => {
    await inLanguage(page, language);
    await use(page);
  },
  say: async ({ language }, use) => use((zh, en) => (language === 'en' ? en : zh)),
});

export { expect };
