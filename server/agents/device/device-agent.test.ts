import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceAgentAnswer } from '../../../schemas/device-agent.schema';
import { startDeviceAgentProcess } from './device-agent-process';
import { machineDeviceId } from './device-id';

// The device-ID agent (SPEC 7 Other; device-agent.schema.ts) as the login page's script tag reaches it.
const LOGIN_ORIGIN = 'http://login.test:8080';
const CALLBACK = 'idaasDevice_0123456789abcdef';

describe('device-ID agent', () => {
  let dir: string;
  let agent: Awaited<ReturnType<typeof startDeviceAgentProcess>>;
  const get = (query: string, headers: Record<string, string>) => fetch(`${agent.url}${query}`, { headers });
  /** The id a JSONP answer hands to the callback, read as the page's script would get it. */
  const deviceIdOf = (body: string) => {
    const json = new RegExp(`^${CALLBACK}\\((.*)\\);$`).exec(body)?.[1];
    return DeviceAgentAnswer.parse(JSON.parse(json ?? 'null')).deviceId;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'device-agent-test-'));
    agent = await startDeviceAgentProcess({ AGENT_ORIGINS: LOGIN_ORIGIN, DEVICE_AGENT_STATE_DIR: dir });
  });
  afterAll(async () => {
    await agent?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a script of a login origin (by Referer) with JSONP of the same id every time', async () => {
    const referer = { Referer: `${LOGIN_ORIGIN}/frontend/login/` };
    const first = await get(`?callback=${CALLBACK}`, referer);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const id = deviceIdOf(await first.text());
    const second = await get(`?callback=${CALLBACK}`, { Origin: LOGIN_ORIGIN });
    expect(second.headers.get('access-control-allow-origin')).toBe(LOGIN_ORIGIN);
    expect(deviceIdOf(await second.text())).toBe(id);
  });

  it("refuses a callback that is not the page pattern (400), so no script of the caller's choosing runs", async () => {
    const origin = { Origin: LOGIN_ORIGIN };
    expect((await get('?callback=alert(document.cookie)//', origin)).status).toBe(400);
    expect((await get('?callback=idaasDevice_0123', origin)).status).toBe(400);
    expect((await get('', origin)).status).toBe(400);
  });

  it('refuses other origins, no origin at all, and a rebound Host (403)', async () => {
    const query = `?callback=${CALLBACK}`;
    expect((await get(query, { Referer: 'http://evil.test/page' })).status).toBe(403);
    expect((await get(query, { Origin: 'http://evil.test', Referer: `${LOGIN_ORIGIN}/` })).status).toBe(403);
    expect((await get(query, {})).status).toBe(403);
    // fetch() sets Host itself: the rebound name is sent with node:http.
    const rebound = await new Promise<number>((resolve, reject) => {
      const headers = { Host: `evil.test:${agent.port}`, Origin: LOGIN_ORIGIN };
      httpGet(agent.url + query, { headers }, (response) => resolve(response.statusCode ?? 0)).once(
        'error',
        reject,
      );
    });
    expect(rebound).toBe(403);
  });

  it('answers the Private Network Access preflight for a login origin only', async () => {
    const preflight = (origin: string) =>
      fetch(agent.url, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Private-Network': 'true',
        },
      });
    const allowed = await preflight(LOGIN_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-private-network')).toBe('true');
    expect(allowed.headers.get('access-control-allow-origin')).toBe(LOGIN_ORIGIN);
    const refused = await preflight('http://evil.test');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-private-network')).toBeNull();
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('machineDeviceId', () => {
  it('keys the machine id (never sent as it is) and keeps a random id where there is none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'device-id-test-'));
    try {
      const machineIdFile = path.join(dir, 'machine-id');
      await writeFile(machineIdFile, '0123456789abcdef0123456789abcdef\n');
      const keyed = machineDeviceId({ machineIdFile, stateDir: dir });
      expect(keyed).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(keyed).not.toContain('0123456789abcdef');
      expect(machineDeviceId({ machineIdFile, stateDir: dir })).toBe(keyed);
      const missing = { machineIdFile: path.join(dir, 'none'), stateDir: path.join(dir, 'state') };
      const kept = machineDeviceId(missing);
      expect(DeviceAgentAnswer.parse({ deviceId: kept }).deviceId).not.toBe(keyed);
      expect(machineDeviceId(missing)).toBe(kept);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
