import { describe, expect, it } from 'vitest';
import { basicCredentials } from '../../schemas/plugin-token.schema';
import { DEMO_HR_PASSWORD, DEMO_PLUGIN_CLIENTS } from './demo-plugin-people';
import { pluginApp } from './plugin-app';
import { createCodeStore } from './plugin-codes';

// The demo plugin's HTTP side in process (plugin-app.ts): its page, its redirect back with a code, its token
// endpoint. The login server's own tests drive it as a process (server/test/demo-plugin.ts).
const IDAAS = 'http://login.test:8080';
const app = pluginApp({ idaasOrigin: IDAAS, codes: createCodeStore(() => Date.now()) });
const { clientId, clientSecret } = DEMO_PLUGIN_CLIENTS.plugin_hr_demo;
const link = { traceId: 't-1', clientId, enterpriseAuthId: 'plugin_hr_demo', enterpriseId: 'demo' };

const signIn = (username: string, password = DEMO_HR_PASSWORD) =>
  app.request('/login', { method: 'POST', body: new URLSearchParams({ ...link, username, password }) });
const token = (body: unknown, authorization = basicCredentials(clientId, clientSecret)) =>
  app.request('/token', {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const codeOf = (location: string | null) =>
  new URLSearchParams(location?.split('?')[1]).get('authCode') ?? '';

describe('the demo plugin’s page', () => {
  it('speaks the language the browser ranks first of zh and en, and allows no script or other origin', async () => {
    const query = `/login?${new URLSearchParams(link)}`;
    const en = await app.request(query, { headers: { 'Accept-Language': 'de, en;q=0.8, zh;q=0.5' } });
    expect(await en.text()).toContain('Sign in');
    const zh = await app.request(query, { headers: { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
    expect(await zh.text()).toContain('人事系统');
    expect(zh.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'self'; form-action 'self' ${IDAAS}; frame-ancestors 'none'; base-uri 'none'`,
    );
  });

  it('refuses a link without a trace, or from a client it does not know', async () => {
    const noTrace = new URLSearchParams({ ...link, traceId: '' });
    expect((await app.request(`/login?${noTrace}`)).status).toBe(400);
    const stranger = new URLSearchParams({ ...link, clientId: 'someone-else' });
    expect((await app.request(`/login?${stranger}`)).status).toBe(400);
  });

  it('escapes what the link carries into its form', async () => {
    const hostile = new URLSearchParams({ ...link, traceId: '"><script>x()</script>' });
    const page = await (await app.request(`/login?${hostile}`)).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('sends the person back to the login page’s plugin callback with the trace and a code', async () => {
    const response = await signIn('lina');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      /^http:\/\/login\.test:8080\/frontend\/login\/#\/adapterPluginCallback\?traceId=t-1&authCode=[\w-]{43}$/,
    );
  });

  it('shows the form again for a wrong password, with no code', async () => {
    const response = await signIn('lina', 'Wrong@123456');
    expect([response.status, response.headers.get('location')]).toEqual([401, null]);
    expect(await response.text()).toContain('role="alert"');
  });
});

describe('the demo plugin’s token endpoint', () => {
  it('answers the person for the code, once', async () => {
    const authCode = codeOf((await signIn('zhaolei')).headers.get('location'));
    const first = await token({ authCode, traceId: 't-1' });
    expect(await first.json()).toEqual({
      subject: 'hr-0005',
      username: 'zhaolei',
      name: '赵磊',
      email: 'zhaolei@hr.example',
    });
    expect((await token({ authCode, traceId: 't-1' })).status).toBe(400);
  });

  it('refuses wrong or missing credentials with 401, and a malformed body with 400', async () => {
    const authCode = codeOf((await signIn('lina')).headers.get('location'));
    expect((await token({ authCode, traceId: 't-1' }, basicCredentials(clientId, 'nope'))).status).toBe(401);
    expect((await token({ authCode, traceId: 't-1' }, '')).status).toBe(401);
    expect(await (await token({ code: authCode })).json()).toEqual({ error: 'invalid_request' });
  });

  it("refuses another client's code", async () => {
    const authCode = codeOf((await signIn('lina')).headers.get('location'));
    const other = DEMO_PLUGIN_CLIENTS.plugin_hr_auto;
    const response = await token(
      { authCode, traceId: 't-1' },
      basicCredentials(other.clientId, other.clientSecret),
    );
    expect([response.status, await response.json()]).toEqual([400, { error: 'invalid_code' }]);
  });
});
