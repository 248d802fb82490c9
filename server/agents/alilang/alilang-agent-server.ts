import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  ALILANG_AGENT_URL,
  UEM_REQUEST_SKEW_SECONDS,
  UEM_TOKEN_SECONDS,
  UemTokenRequest,
  type UemTokenClaims,
} from '../../../schemas/alilang-login.schema';
import { signEs256Jwt } from '../../crypto/es256-jwt';
import { isSignedUemRequest } from '../../features/alilang-login/uem-request-signature';
import { allowedPageOrigin, isLoopbackHost } from '../local-origins';

const PATH = new URL(ALILANG_AGENT_URL).pathname;
/** A request body larger than this is no token request. */
const MAX_BODY = 4096;

export interface AlilangAgentOptions {
  port: number;
  origins: ReadonlySet<string>;
  /** The IdP app this computer is managed for, and the secret its requests are signed with. */
  appId: string;
  appSecret: string;
  /** The agent's signing key (P-256): the IdP holds its public key. */
  key: KeyObject;
  /** Who is signed in to this computer, and the computer. */
  person: { account: string; name: string };
  deviceId: string;
  now: () => number;
  log: (line: string) => void;
}

/**
 * The reference Alilang UEM agent (alilang-login.schema.ts): POST /uem/token with the IdP's signed request
 * answers a UEM token for the person signed in to this computer, on 127.0.0.1 only, to pages of the login
 * origins only, with the loopback Host (DNS rebinding); Chromium's Private Network Access preflight is answered
 * for those origins only. A request the IdP did not sign, for another app, or stale is refused.
 */
export function listenAlilangAgent(
  options: AlilangAgentOptions,
): Promise<{ port: number; close(): Promise<void> }> {
  let port = options.port;
  const server = createServer((request, response) => {
    void answer(request, response, port, options).then((status) =>
      options.log(`${request.method} ${request.url} ${status}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({ port, close: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_BODY) return null;
  }
  try {
    const json: unknown = JSON.parse(text);
    return json;
  } catch {
    return null;
  }
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  port: number,
  options: AlilangAgentOptions,
): Promise<number> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const origin = allowedPageOrigin(request, options.origins);
  const send = (status: number, body?: object, headers: Record<string, string> = {}) => {
    const text = body ? JSON.stringify(body) : '';
    response.writeHead(status, {
      ...headers,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(text),
    });
    response.end(text);
    return status;
  };
  if (url.pathname !== PATH) return send(404);
  if (!isLoopbackHost(request, port) || !origin) return send(403);
  const cors = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (request.method === 'OPTIONS') {
    const privateNetwork = request.headers['access-control-request-private-network'] === 'true';
    return send(204, undefined, {
      ...cors,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      ...(privateNetwork ? { 'Access-Control-Allow-Private-Network': 'true' } : {}),
    });
  }
  if (request.method !== 'POST') return send(405, undefined, cors);
  const parsed = UemTokenRequest.safeParse(await readJson(request));
  if (!parsed.success) return send(400, undefined, cors);
  const tokenRequest = parsed.data;
  if (tokenRequest.appId !== options.appId) return send(403, { error: 'unknownApp' }, cors);
  if (!isSignedUemRequest(tokenRequest, options.appSecret))
    return send(403, { error: 'signatureInvalid' }, cors);
  const now = options.now();
  if (Math.abs(now - tokenRequest.timestamp) > UEM_REQUEST_SKEW_SECONDS * 1000)
    return send(403, { error: 'requestExpired' }, cors);
  const claims = uemTokenClaims(tokenRequest, options.person, options.deviceId, now);
  return send(200, { uemToken: await signEs256Jwt(claims, options.key) }, cors);
}

/** What the agent vouches for, answering `request` at `now` (ms): the person on this device, for a minute. */
function uemTokenClaims(
  request: UemTokenRequest,
  person: { account: string; name: string },
  deviceId: string,
  now: number,
): UemTokenClaims & { jti: string } {
  const iat = Math.floor(now / 1000);
  return {
    aud: request.appId,
    sub: person.account,
    name: person.name,
    deviceId,
    nonce: request.nonce,
    iat,
    exp: iat + UEM_TOKEN_SECONDS,
    jti: randomUUID(),
  };
}
