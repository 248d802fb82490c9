import type { Page } from '@playwright/test';
import { DEVICE_AGENT_ORIGIN } from '../schemas/device-agent.schema';
import { AGENT_INSTALL_PATH } from '../schemas/local-agents';
import { expect, test } from './support/fixtures';
import { freshName, loginForm } from './support/login-page';

/**
 * The device-ID agent (SPEC 7, Other) for a tenant that collects device ids. The demo tenant reads none, so
 * captcha_show's answer says `collect` here; the agent's port is answered by the test (four sessions share this
 * machine and its port 22000), through the page's real CSP and Trusted Types policy.
 */
const DEVICE_ID = 'e2e-device-agent-0001';

async function tenantCollects(page: Page) {
  await page.route('**/captcha_show*', async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { ...answer, data: { ...answer.data, deviceAgent: 'collect' } } });
  });
}

test.describe('device agent', () => {
  test.beforeEach(async ({ page }) => {
    await tenantCollects(page);
  });

  test('the id the agent answers by JSONP goes with the sign-in', async ({ page, language }) => {
    const callbacks: string[] = [];
    await page.route(`${DEVICE_AGENT_ORIGIN}/device_id?*`, async (route) => {
      const callback = new URL(route.request().url()).searchParams.get('callback') ?? '';
      callbacks.push(callback);
      await route.fulfill({
        contentType: 'application/javascript',
        body: `${callback}(${JSON.stringify({ deviceId: DEVICE_ID })});`,
      });
    });
    await page.goto('/frontend/login/#/login');
    const body = page
      .waitForRequest('**/rest_token')
      .then((r) => r.postDataJSON() as Record<string, unknown>);
    await loginForm(page, language).signIn('demo', 'Demo@123456');
    expect(await body).toMatchObject({ deviceId: DEVICE_ID, device_id: DEVICE_ID });
    expect(callbacks).toEqual([expect.stringMatching(/^idaasDevice_[0-9a-f]{16}$/)]);
    await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess$/);
    expect(await page.evaluate(() => localStorage.getItem('device_id'))).toBe(DEVICE_ID);
  });

  test('without the agent (or local-network access denied) the form warns, links the download and signs in', async ({
    page,
    language,
    say,
  }) => {
    await page.route(`${DEVICE_AGENT_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/frontend/login/#/login');
    const body = page
      .waitForRequest('**/rest_token')
      .then((r) => r.postDataJSON() as Record<string, unknown>);
    // A refused sign-in keeps the form, and its warning, on the screen (a name nobody else's failures count on).
    await loginForm(page, language).signIn(freshName('nodevice'), 'Wrong@123456');
    expect((await body).deviceId ?? null).toBeNull();
    const warning = page.getByRole('status').filter({
      hasText: say(
        '未检测到设备信息助手，已继续登录。',
        'The device helper was not found; signing in without it.',
      ),
    });
    await expect(warning).toBeVisible();
    const link = warning.getByRole('link', { name: say('下载安装设备助手', 'Download the device helper') });
    await expect(link).toHaveAttribute('href', AGENT_INSTALL_PATH);
    const download = await page.request.get(AGENT_INSTALL_PATH);
    expect(download.status()).toBe(200);
  });
});
