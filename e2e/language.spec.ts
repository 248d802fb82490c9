import { expect, test } from './support/fixtures';

test('the language toggle switches, is stored under "language" and survives a reload', async ({
  page,
  language,
}) => {
  await page.goto('/frontend/login/#/login');
  const heading = (lang: 'zh' | 'en') =>
    page.getByRole('heading', { name: lang === 'zh' ? '演示企业' : 'Demo Inc.' });
  await expect(heading(language)).toBeVisible();
  await page.getByRole('button', { name: language === 'zh' ? '切换语言' : 'Switch language' }).click();
  const next = language === 'zh' ? 'en' : 'zh';
  await expect(heading(next)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(next);
  await expect(page.locator('html')).toHaveAttribute('lang', next === 'zh' ? 'zh-CN' : 'en');
  // The toggle names the other language, in that language.
  await expect(page.getByRole('button', { name: next === 'zh' ? '切换语言' : 'Switch language' })).toHaveText(
    next === 'zh' ? 'English' : '中文',
  );
  await page.reload();
  await expect(heading(next)).toBeVisible();
});
