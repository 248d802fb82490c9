import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { LANDING_SCRIPT } from './landing-script';
import { LICENSE_HASH, LICENSE_PAGE_SCRIPT } from './license-page-script';
import { useTestServer } from '../test/use-test-server';

const server = useTestServer();

it.each([
  ['/frontend/enduser/', '终端用户门户', 'End-user Portal'],
  ['/frontend/itmanager/', 'IT管理员控制台', 'IT Manager Console'],
  ['/frontend/developer/', '开发者控制台', 'Developer Console'],
])('%s names its portal in both languages and calls user_details', async (path, zh, en) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toContain("script-src 'sha256-");
  const html = await response.text();
  expect(html).toContain(`<h1>${zh} · ${en}</h1>`);
  expect(html).toContain('/api/bff/v1.2/commons/user_details');
  expect(html).toContain('/frontend/login/#/logout');
});

it('the IT manager console links to its license section, whose script the CSP allows by its hash', async () => {
  const response = await fetch(`${server.url}/frontend/itmanager/`);
  const html = await response.text();
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(html).toContain(`href="${LICENSE_HASH}">许可证 · License</a>`);
  expect(html).toContain('/api/bff/v1.2/license/install');
  for (const script of [LANDING_SCRIPT, LICENSE_PAGE_SCRIPT]) {
    expect(html).toContain(`<script>${script}</script>`);
    expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  expect(policy).toContain("connect-src 'self'");
  // The other portals have no license section.
  expect(await (await fetch(`${server.url}/frontend/enduser/`)).text()).not.toContain('license-link');
});
