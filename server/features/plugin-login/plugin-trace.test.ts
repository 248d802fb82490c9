import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_REFUSALS as REFUSALS, PLUGIN_TRACE_SECONDS } from '../../../schemas/plugin-login.schema';
import { basicCredentials } from '../../../schemas/plugin-token.schema';
import { freePort } from '../../net/free-port';
import { DEMO_PLUGIN_CLIENTS } from '../../plugin/demo-plugin-people';
import { useDemoPlugin } from '../../test/demo-plugin';
import {
  checkTraceResponse,
  failure,
  signInAtPlugin,
  startTrace,
  startTraceResponse,
  throughPlugin,
  traceCheck,
  type PluginReturn,
} from '../../test/plugin-client';
import { setPluginSourceEnabled, setPluginTokenUrl, traceStorage } from '../../test/plugin.repo';
import { testBrowser } from '../../test/test-browser';
import { testSecretBox } from '../../test/test-secret-box';
import { useTestServer } from '../../test/use-test-server';
import { findPluginSource, savePluginSource } from './plugin-source.repo';

// The trace (SPEC 7 Plugin: generate_trace_id, the plugin's return, validate_trace_id) over HTTP against the
// real demo plugin: single use, this browser's and tenant's, 10 minutes; the plugin's codes single use and its
// token endpoint closed to wrong credentials; a plugin that fails is said as such (SPEC 8 trace errors).
const server = useTestServer();
const plugin = useDemoPlugin(server);
const SOURCE = 'plugin_hr_demo';
const TRACE_ERROR = { validTraceIdError: true, message: REFUSALS.traceNotFound };

/** POST the plugin's /token as the login server does, with `secret` as the source's. */
const redeem = (back: PluginReturn, secret: string = DEMO_PLUGIN_CLIENTS[SOURCE].clientSecret) =>
  fetch(`${plugin.url}/token`, {
    method: 'POST',
    headers: {
      authorization: basicCredentials(DEMO_PLUGIN_CLIENTS[SOURCE].clientId, secret),
      'content-type': 'application/json',
    },
    body: JSON.stringify(back),
  });

describe('generate_trace_id', () => {
  it("answers the plugin's login URL with the trace, source, tenant and client id, and stores the trace by digest", async () => {
    const { traceId, pluginUrl } = await startTrace(server.url, SOURCE, testBrowser());
    const url = new URL(pluginUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${plugin.url}/login`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      traceId,
      enterpriseAuthId: SOURCE,
      enterpriseId: 'demo',
      clientId: DEMO_PLUGIN_CLIENTS[SOURCE].clientId,
    });
    expect(await traceStorage(server.db, traceId)).toEqual({ clear: false, hashed: true });
  });

  it('refuses an unknown source, and one switched off, as sourceUnavailable', async () => {
    const unknown = await startTraceResponse(server.url, 'plugin_nobody', testBrowser());
    expect(failure(unknown)).toEqual({ code: 'InvalidParameter', message: REFUSALS.sourceUnavailable });
    await setPluginSourceEnabled(server.db, SOURCE, false);
    try {
      const off = await startTraceResponse(server.url, SOURCE, testBrowser());
      expect(failure(off)).toEqual({ code: 'InvalidParameter', message: REFUSALS.sourceUnavailable });
    } finally {
      await setPluginSourceEnabled(server.db, SOURCE, true);
    }
  });

  it("refuses a client id that is not the tenant's", async () => {
    const response = await startTraceResponse(server.url, SOURCE, testBrowser(), {
      clientId: 'other-client',
    });
    expect(failure(response)).toEqual({ code: 'InvalidParameter', message: 'invalid body: clientId' });
  });
});

describe('validate_trace_id refuses a trace', () => {
  it('it does not know', async () => {
    const browser = testBrowser();
    const back = await throughPlugin(server.url, SOURCE, 'lina', browser);
    const check = traceCheck(
      await checkTraceResponse(server.url, { ...back, traceId: 'no-such-trace' }, browser),
    );
    expect(check).toEqual(TRACE_ERROR);
  });

  it('checked once already: the trace is single use', async () => {
    const browser = testBrowser();
    const back = await throughPlugin(server.url, SOURCE, 'zhangwei', browser);
    expect(traceCheck(await checkTraceResponse(server.url, back, browser))).toHaveProperty('accessToken');
    expect(traceCheck(await checkTraceResponse(server.url, back, browser))).toEqual(TRACE_ERROR);
  });

  it('past its 10 minutes', async () => {
    const browser = testBrowser();
    const back = await throughPlugin(server.url, SOURCE, 'zhangwei', browser);
    server.clock.advance(PLUGIN_TRACE_SECONDS * 1000 + 1000);
    expect(traceCheck(await checkTraceResponse(server.url, back, browser))).toEqual(TRACE_ERROR);
  });

  it("of another browser, and spends it: its own browser's check is refused after", async () => {
    const browser = testBrowser();
    const back = await throughPlugin(server.url, SOURCE, 'zhangwei', browser);
    const other = testBrowser();
    expect(traceCheck(await checkTraceResponse(server.url, back, other))).toEqual(TRACE_ERROR);
    expect(traceCheck(await checkTraceResponse(server.url, back, browser))).toEqual(TRACE_ERROR);
  });

  it('of another tenant than the one the page names', async () => {
    const browser = testBrowser();
    const back = await throughPlugin(server.url, SOURCE, 'zhangwei', browser);
    const response = await checkTraceResponse(server.url, back, browser, { _enterprise_id: 'demo-branch' });
    expect(traceCheck(response)).toEqual({ validTraceIdError: true, message: REFUSALS.tenantMismatch });
  });
});

describe("the plugin's codes", () => {
  it('are single use: redeemed by the trace check, the plugin refuses the code again', async () => {
    const browser = testBrowser();
    const back = await throughPlugin(server.url, SOURCE, 'zhangwei', browser);
    expect(traceCheck(await checkTraceResponse(server.url, back, browser))).toHaveProperty('accessToken');
    const again = await redeem(back);
    expect([again.status, await again.json()]).toEqual([400, { error: 'invalid_code' }]);
  });

  it('are refused by the token endpoint for wrong credentials (401), which leaves the code good', async () => {
    const browser = testBrowser();
    const back = await throughPlugin(server.url, SOURCE, 'lina', browser);
    const wrong = await redeem(back, 'not-the-secret');
    expect([wrong.status, wrong.headers.get('www-authenticate')]).toEqual([401, 'Basic realm="hr-plugin"']);
    expect(traceCheck(await checkTraceResponse(server.url, back, browser))).toEqual({ needBind: true });
  });

  it('are not issued for a wrong password: the plugin shows its form again', async () => {
    const { pluginUrl } = await startTrace(server.url, SOURCE, testBrowser());
    expect(await signInAtPlugin(pluginUrl, 'lina', 'Wrong@123456')).toEqual({ status: 401, location: '' });
  });
});

describe('a plugin that fails', () => {
  /** A token endpoint of the test's own that answers `body` to everything. */
  let answer: unknown = null;
  const fake = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  beforeAll(() => new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => fake.close(resolve)));

  /** The trace check for a person signed in at the real plugin, its code exchanged at `tokenUrl`. */
  async function checkedAt(tokenUrl: string) {
    await setPluginTokenUrl(server.db, SOURCE, tokenUrl);
    try {
      const browser = testBrowser();
      return traceCheck(
        await checkTraceResponse(
          server.url,
          await throughPlugin(server.url, SOURCE, 'lina', browser),
          browser,
        ),
      );
    } finally {
      await setPluginTokenUrl(server.db, SOURCE, `${plugin.url}/token`);
    }
  }

  it('is an associator error when it does not answer', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/token`;
    expect(await checkedAt(closed)).toEqual({ auth: false, message: REFUSALS.associatorError });
  });

  it("is an associator error when it refuses the source's credentials", async () => {
    const source = await findPluginSource(server.db, testSecretBox, 'demo', SOURCE);
    if (!source) throw new Error('no demo plugin source');
    await savePluginSource(server.db, testSecretBox, 'demo', {
      ...source,
      clientSecret: 'wrong',
      enabled: true,
    });
    try {
      expect(await checkedAt(source.tokenUrl)).toEqual({ auth: false, message: REFUSALS.associatorError });
    } finally {
      await savePluginSource(server.db, testSecretBox, 'demo', { ...source, enabled: true });
    }
  });

  it('is an associator error when it answers another shape, a dictionary field error for a field off its rule', async () => {
    const port = (fake.address() as AddressInfo).port;
    answer = { person: 'lina' };
    expect(await checkedAt(`http://127.0.0.1:${port}/token`)).toEqual({
      auth: false,
      message: REFUSALS.associatorError,
    });
    answer = { subject: 'x-1', username: 'lina', name: '李娜', email: 'not a mail' };
    expect(await checkedAt(`http://127.0.0.1:${port}/token`)).toEqual({
      auth: false,
      message: REFUSALS.dictionaryFieldError,
    });
  });
});
