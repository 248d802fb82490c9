import { expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer();

it('serves an SVG with nosniff and a script-free CSP', async () => {
  const response = await fetch(`${server.url}/api/public/image/demo-logo.svg`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(await response.text()).toContain('<svg');
});

it('serves the PNG icon as a real PNG', async () => {
  const response = await fetch(`${server.url}/api/public/image/demo-icon.png`);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});

it('answers 404 for a missing image', async () => {
  expect((await fetch(`${server.url}/api/public/image/missing.png`)).status).toBe(404);
});
