import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVICE_AGENT_URL, DeviceAgentQuery } from '../../../schemas/device-agent.schema';
import { allowedPageOrigin, isLoopbackHost } from '../local-origins';

const PATH = new URL(DEVICE_AGENT_URL).pathname;

export interface DeviceAgentOptions {
  port: number;
  origins: ReadonlySet<string>;
  deviceId: string;
  log: (line: string) => void;
}

/**
 * The device-ID agent (device-agent.schema.ts): GET /device_id?callback=… answers a JSONP script, on 127.0.0.1
 * only, to pages of the login origins only (Origin, or Referer for a plain script tag), with the loopback Host
 * (DNS rebinding). Chromium asks before a public page reaches a private address (Private Network Access): the
 * preflight is allowed for the login origins only.
 */
export function listenDeviceAgent(
  options: DeviceAgentOptions,
): Promise<{ port: number; close(): Promise<void> }> {
  let port = options.port;
  const server = createServer((request, response) => {
    const status = answer(request, response, port, options);
    options.log(`${request.method} ${request.url} ${status}`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({ port, close: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  port: number,
  options: DeviceAgentOptions,
) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const origin = allowedPageOrigin(request, options.origins);
  const refuse = (status: number) => {
    response.writeHead(status, { 'Cache-Control': 'no-store', 'Content-Length': 0 }).end();
    return status;
  };
  if (url.pathname !== PATH) return refuse(404);
  if (!isLoopbackHost(request, port) || !origin) return refuse(403);
  // A cross-origin answer to a login origin only, and never cached for another (Vary).
  const cors = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (request.method === 'OPTIONS') {
    const privateNetwork = request.headers['access-control-request-private-network'] === 'true';
    response.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Methods': 'GET',
      ...(privateNetwork ? { 'Access-Control-Allow-Private-Network': 'true' } : {}),
      'Cache-Control': 'no-store',
    });
    response.end();
    return 204;
  }
  if (request.method !== 'GET') return refuse(405);
  const query = DeviceAgentQuery.safeParse({ callback: url.searchParams.get('callback') });
  if (!query.success) return refuse(400);
  response.writeHead(200, {
    ...cors,
    'Content-Type': 'application/javascript; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  response.end(`${query.data.callback}(${JSON.stringify({ deviceId: options.deviceId })});`);
  return 200;
}
