import type { Page } from '@playwright/test';
import { DEVICE_AGENT_ORIGIN } from '../schemas/device-agent.schema';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';

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
});
