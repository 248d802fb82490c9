import { expect, it } from 'vitest';
import { DEVICE_AGENT_DOWNLOAD_PATH } from '../../schemas/device-agent.schema';
import { useTestServer } from '../test/use-test-server';

const server = useTestServer();

it('the page the login links to without a device helper says how to run one, in both languages', async () => {
  const response = await fetch(`${server.url}${DEVICE_AGENT_DOWNLOAD_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
  const html = await response.text();
  expect(html).toContain('<h1>设备信息助手 · Device helper</h1>');
  expect(html).toContain('npm run agent:device');
});
