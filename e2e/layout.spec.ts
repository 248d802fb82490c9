import { withPageConfig } from './support/boot-answers';
import { expect, test } from './support/fixtures';

test('the login page fits the viewport: mobile layout at 520 px or less', async ({ page, say }, testInfo) => {
  await page.goto('/frontend/login/#/login');
  await expect(page.getByRole('heading', { name: say('演示企业', 'Demo Inc.') })).toBeVisible();
  const viewport = page.viewportSize()!;
  const card = await page.getByTestId('login-card').boundingBox();
  expect(card).not.toBeNull();
  if (viewport.width <= 520) {
    // Mobile: the card takes the width, the banner is hidden, and pinch zoom is off.
    expect(card!.width).toBeGreaterThan(viewport.width - 40);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /user-scalable=no/);
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
  } else {
    // Desktop: the card sits on the right (the configured position) at its fixed width.
    expect(card!.width).toBeLessThanOrEqual(400);
    expect(card!.x).toBeGreaterThan(viewport.width / 2);
    // The tenant's logo stands beside its name in the card (showLogoNameLogo).
    await expect(page.getByTestId('login-card').locator('img').filter({ visible: true })).toHaveCount(1);
  }
  await testInfo.attach('login-page', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test.describe('a mobile browser wider than 520 px', () => {
  test.use({
    viewport: { width: 820, height: 1000 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });

  test('gets the mobile layout all the same', async ({ page, say }) => {
    await page.goto('/frontend/login/#/login');
    await expect(page.getByRole('heading', { name: say('演示企业', 'Demo Inc.') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
    const card = await page.getByTestId('login-card').boundingBox();
    expect(card!.width).toBeGreaterThan(820 - 40);
  });
});

test('a hostile footer link is dropped and its text kept', async ({ page }) => {
  await withPageConfig(page, (config) => ({
    ...config,
    loginFooterContent: 'Hostile footer',
    loginFooterContentLink: 'javascript:alert(document.cookie)',
  }));
  await page.goto('/frontend/login/#/login');
  const footer = page.locator('footer');
  await expect(footer.getByText('Hostile footer')).toBeVisible();
  await expect(footer.getByRole('link')).toHaveCount(0);
});

test('tenant footer markup keeps allowed tags and loses scripts and unsafe links', async ({
  page,
  pageProblems,
}) => {
  await withPageConfig(page, (config) => ({
    ...config,
    loginFooterContent:
      '<b>Bold</b> <a href="//evil.example">evil</a> <a href="https://example.com/ok" target="_blank">ok</a><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
    loginFooterContentLink: '',
  }));
  await page.goto('/frontend/login/#/login');
  const footer = page.locator('footer');
  await expect(footer.locator('b', { hasText: 'Bold' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'ok' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(footer.getByText('evil')).not.toHaveAttribute('href');
  await expect(footer.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => Reflect.has(window, '__pwned'))).toBe(false);
  // The markup's inline handler is refused by the Content-Security-Policy too, and the browser says so: the
  // one violation this test expects.
  const expected = pageProblems.filter((p) => /script-src-attr blocked inline at .*sanitize-html/.test(p));
  expect(expected.length).toBeLessThanOrEqual(1);
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !expected.includes(p)));
});
