import { expect, test } from './support/fixtures';

test('the language toggle switches, is stored under "language" and survives a reload', async ({
  page,
  language,
}) => {
  await page.goto('/frontend/login/#/login');
  const heading = (lang: 'zh' | 'en') =>
    page.getByRole('heading', { name: lang === 'zh' ? '演示企业' : 'Demo Inc.' });
  // The toggle names the other language, in that language: its accessible name is what it shows (WCAG
  // 2.5.3), and what it does is its description.
  const toggle = (lang: 'zh' | 'en') =>
    page.getByRole('button', { name: lang === 'zh' ? 'English' : '中文', exact: true });
  await expect(heading(language)).toBeVisible();
  await expect(toggle(language)).toHaveAttribute('lang', language === 'zh' ? 'en' : 'zh-CN');
  await expect(toggle(language)).toHaveAccessibleDescription(
    language === 'zh' ? '切换语言' : 'Switch language',
  );
  await toggle(language).click();
  const next = language === 'zh' ? 'en' : 'zh';
  await expect(heading(next)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(next);
  await expect(page.locator('html')).toHaveAttribute('lang', next === 'zh' ? 'zh-CN' : 'en');
  await expect(toggle(next)).toHaveAccessibleDescription(next === 'zh' ? '切换语言' : 'Switch language');
  await page.reload();
  await expect(heading(next)).toBeVisible();
});
