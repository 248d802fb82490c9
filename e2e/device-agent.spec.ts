import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startDeviceAgentProcess } from '../server/agents/device/device-agent-process';
import { DEVICE_AGENT_ORIGIN } from '../schemas/device-agent.schema';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';

/**
 * The device-ID agent (SPEC 7, Other) for a tenant that collects device ids. The demo tenant reads none, so
 * captcha_show's answer says `collect` here. The real agent (`npm run agent:device`) runs on a port of its own
 * (the sessions share this machine, and its port 22000), through the page's real CSP and Trusted Types policy.
 */

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

  test('the real agent, asked with the page’s origin, answers its id by JSONP; the id goes with the sign-in', async ({
    page,
    language,
    baseURL,
  }) => {
    // The real agent process, on a port of its own: the page's address for it (port 22000) is passed through to
    // it with the page's own request, Origin and all.
    const pageOrigin = new URL(baseURL ?? '').origin;
    const agent = await startDeviceAgentProcess({
      AGENT_ORIGINS: pageOrigin,
      DEVICE_AGENT_STATE_DIR: mkdtempSync(path.join(tmpdir(), 'device-agent-')),
    });
    try {
      const asked: { callback: string; origin: string | undefined }[] = [];
      await page.route(`${DEVICE_AGENT_ORIGIN}/device_id?*`, async (route) => {
        const request = new URL(route.request().url());
        asked.push({
          callback: request.searchParams.get('callback') ?? '',
          origin: route.request().headers().origin,
        });
        const real = new URL(agent.url);
        real.search = request.search;
        await route.fulfill({ response: await route.fetch({ url: real.href }) });
      });
      await page.goto('/frontend/login/#/login');
      const body = page
        .waitForRequest('**/rest_token')
        .then((r) => r.postDataJSON() as Record<string, unknown>);
      await loginForm(page, language).signIn('demo', 'Demo@123456');
      const sent = await body;
      expect(sent.deviceId).toMatch(/\S/);
      expect(sent.device_id).toBe(sent.deviceId);
      expect(asked).toEqual([
        { callback: expect.stringMatching(/^idaasDevice_[0-9a-f]{16}$/), origin: pageOrigin },
      ]);
      await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess$/);
      expect(await page.evaluate(() => localStorage.getItem('device_id'))).toBe(sent.deviceId);
    } finally {
      await agent.stop();
    }
  });
});
