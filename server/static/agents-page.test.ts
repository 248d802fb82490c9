import { expect, it } from 'vitest';
import { AGENT_INSTALL_PATH } from '../../schemas/local-agents';
import { useTestServer } from '../test/use-test-server';

const server = useTestServer();

it('serves the local helpers’ page the login links to, in both languages, with no script and its style by hash', async () => {
  const response = await fetch(`${server.url}${AGENT_INSTALL_PATH}`);
  expect(response.status).toBe(200);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; frame-ancestors 'none'/);
  const html = await response.text();
  expect(html).not.toContain('<script');
  expect(html).toContain('npm run agent:usbkey');
  expect(html).toContain('ws://127.0.0.1:21051');
  expect(html).toContain('npm run agent:alilang');
  expect(html).toMatch(/<section lang="en">[\s\S]*Device helper/);
});
