import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { QrInitResponse, QrLoginStatusResponse } from '../../schemas/qr-login.schema';
import { runPageScript } from '../test/fake-page';
import { seedUserToken } from '../test/login-client';
import { qrBrowser, type QrBrowser } from '../test/qr-login-client';
import { useTestServer } from '../test/use-test-server';

// The phone's QR confirm page: its headers, and its script run against the real server with a fake page.
const server = useTestServer();
const PAGE = '/frontend/mobile/confirm';

let html = '';
let script = '';
let demoToken = '';
beforeAll(async () => {
  html = await (await fetch(`${server.url}${PAGE}`)).text();
  script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  demoToken = await seedUserToken(server.url, 'demo');
});

const issued = async (pc: QrBrowser) => {
  const data = QrInitResponse.parse((await pc.init()).body).data;
  return data.state === 'issued' ? data.code : '';
};
/** The page opened for `code`, in `language`, on a phone whose storage holds `token` (as the app stores it). */
const open = (code: string, options: { token?: string; language?: string; fetch?: typeof fetch } = {}) =>
  runPageScript(html, script, {
    baseUrl: server.url,
    search: `?${new URLSearchParams({ code })}`,
    storage: {
      ...(options.token ? { token: JSON.stringify(options.token) } : {}),
      ...(options.language ? { language: options.language } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
type Page = ReturnType<typeof open>;
const shown = (page: Page, id: string) => expect.poll(() => page.element(id).textContent);

it('runs only its own script, framed by nobody, and is not cached', async () => {
  const response = await fetch(`${server.url}${PAGE}?code=${'Q'.repeat(43)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(
    /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src 'unsafe-inline'; /,
  );
  expect(csp).toContain("frame-ancestors 'none'");
  expect([...html.matchAll(/<script/g)]).toHaveLength(1);
  expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
});

describe('the script', () => {
  it('without a session asks to sign in on this phone first, in Chinese by default', async () => {
    const page = open(await issued(qrBrowser(server.url, '192.0.2.1')));
    expect(page.document.documentElement.lang).toBe('zh');
    await shown(page, 'status').toBe('请先在此手机上登录');
    expect(page.element('login')).toMatchObject({ hidden: false, textContent: '前往登录' });
    expect(page.element('decide').hidden).toBe(true);
  });

  it('shows the browser that asks, and confirms it: the browser sees it confirmed', async () => {
    const pc = qrBrowser(server.url, '192.0.2.1');
    const code = await issued(pc);
    const page = open(code, { token: demoToken, language: 'en' });
    await shown(page, 'browser').toBe('Chrome 126 · Windows');
    expect(page.element('heading').textContent).toBe('Confirm sign-in');
    expect(page.element('browser-label').textContent).toBe('Browser asking to sign in');
    // The tenant by its English name on an English page, in the card and in the header.
    expect(page.element('tenant').textContent).toBe('Demo Inc.');
    expect(page.element('tenant-name').textContent).toBe('Demo Inc.');
    expect(page.element('decide').hidden).toBe(false);
    expect(page.element('confirm').textContent).toBe('Confirm');
    page.element('confirm').click();
    expect(page.element('reject').disabled).toBe(true);
    await shown(page, 'status').toBe('Confirmed. Continue on your computer');
    expect(page.element('decide').hidden).toBe(true);
    expect(QrLoginStatusResponse.parse((await pc.status(code)).body).data.status).toBe('confirmed');
  });

  it('names the tenant in Chinese on a Chinese page, and switches to English, which the login app keeps too', async () => {
    const page = open(await issued(qrBrowser(server.url, '192.0.2.1')), { token: demoToken });
    await shown(page, 'tenant-name').toBe('演示企业');
    expect(page.element('tenant').textContent).toBe('演示企业');
    expect(page.element('language').textContent).toBe('English');
    page.element('language').click();
    expect(page.storage.language).toBe('en');
    expect(page.reloads()).toBe(1);
  });

  it('rejects it', async () => {
    const page = open(await issued(qrBrowser(server.url, '192.0.2.1')), { token: demoToken });
    await shown(page, 'address').not.toBe('');
    page.element('reject').click();
    await shown(page, 'status').toBe('已拒绝此次登录');
  });

  it('says a code that is gone, or no code at all, has expired', async () => {
    for (const code of ['x'.repeat(43), 'short']) {
      await shown(open(code, { token: demoToken }), 'error').toBe('二维码已失效，请在电脑上刷新后重新扫描');
    }
  });

  it('asks to sign in first when the session is no longer valid', async () => {
    const page = open(await issued(qrBrowser(server.url, '192.0.2.1')), { token: 'revoked-long-ago' });
    await shown(page, 'address').not.toBe('');
    page.element('confirm').click();
    await shown(page, 'status').toBe('请先在此手机上登录');
  });

  it('offers to retry after a network failure', async () => {
    let failures = 1;
    const flaky: typeof fetch = (input, init) =>
      failures-- > 0 ? Promise.reject(new TypeError('offline')) : fetch(input, init);
    const page = open(await issued(qrBrowser(server.url, '192.0.2.1')), { token: demoToken, fetch: flaky });
    await shown(page, 'error').toBe('网络错误，请稍后再试！');
    expect(page.element('retry')).toMatchObject({ hidden: false, textContent: '重试' });
    page.element('retry').click();
    await shown(page, 'browser').toBe('Chrome 126 · Windows');
    expect(page.element('error').textContent).toBe('');
  });
});
