import { test as base, expect } from '@playwright/test';

export type Language = 'zh' | 'en';
export type LanguageOption = { language: Language };

type Fixtures = LanguageOption & {
  /** Picks the text the user sees in this project's language. */
  say: (zh: string | RegExp, en: string | RegExp) => string | RegExp;
};

/** Each project runs in one UI language, stored where the app reads it before the first page loads. */
export const test = base.extend<Fixtures>({
  language: ['zh', { option: true }],
  page: async ({ page, language }, use) => {
    await page.addInitScript((lang) => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem('language', lang);
        sessionStorage.setItem('e2e-language-set', '1');
      }
    }, language);
    await use(page);
  },
  say: async ({ language }, use) => use((zh, en) => (language === 'en' ? en : zh)),
});

export { expect };
