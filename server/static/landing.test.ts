import { expect, it } from 'vitest';
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
