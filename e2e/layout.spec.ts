import { z } from 'zod/mini';
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

test('the links under the login form stay where they first show', async ({ page, say }) => {
  // Where each link under the form is first painted: a link that moves once shown (a form arriving above it)
  // takes a click meant for it somewhere else.
  await page.addInitScript(() => {
    const first: Record<string, number> = {};
    Reflect.set(window, '__firstTops', first);
    const note = () => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-testid="login-card"] a')) {
        const top = link.getBoundingClientRect().top;
        const key = link.getAttribute('href') ?? '';
        if (link.offsetParent && !(key in first)) first[key] = top;
      }
    };
    new MutationObserver(() => requestAnimationFrame(note)).observe(document, {
      childList: true,
      subtree: true,
    });
  });
  await page.goto('/frontend/login/#/login');
  await expect(page.getByRole('link', { name: say('忘记密码？', 'Forgot password?') })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: say('其他登录方式', 'Other ways to sign in') }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { first, now } = await page.evaluate(() => ({
    first: JSON.stringify(Reflect.get(window, '__firstTops')),
    now: [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="login-card"] a')].map((link) => ({
      href: link.getAttribute('href') ?? '',
      top: link.getBoundingClientRect().top,
    })),
  }));
  const firstTops = z.record(z.string(), z.number()).parse(JSON.parse(first));
  expect(Object.keys(firstTops).length).toBeGreaterThan(2);
  const moved = now
    .filter(({ href, top }) => href in firstTops && Math.abs((firstTops[href] ?? top) - top) > 1)
    .map(({ href, top }) => `${href}: ${firstTops[href]} → ${top}`);
  expect(moved).toEqual([]);
});
