import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../../schemas/content-security';
import { EMBEDDED_KINDS } from '../../schemas/third-party-sources';
import { DEMO_IDP_URL } from '../idp/demo-identities';
import { setSourceAuthBaseUrl, setSourceEnabled } from '../test/third-party.repo';
import { precompress } from '../scripts/precompress';
import { BOOT_TIMEOUT_MS, startTestServer, type TestServer } from '../test/start-test-server';

const INDEX_HTML = `<!doctype html><title>login</title>
<script id="idaas-config" type="application/json" nonce="${NONCE_PLACEHOLDER}">{"baseUrl": "https://api.example.com/bff"}</script>
<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">
<script type="module" src="/frontend/login/assets/index-abc123.js" nonce="${NONCE_PLACEHOLDER}"></script>`;
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'idaas-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), BIG_JS);
  writeFileSync(path.join(dist, 'assets/small-def456.css'), 'body{}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompress(dist);
  server = await startTestServer({ distDir: dist });
}, BOOT_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (p: string, encoding = 'identity') =>
  fetch(`${server.url}${p}`, { headers: { 'Accept-Encoding': encoding }, redirect: 'manual' });

// fetch() decodes Content-Encoding itself; node:http hands over the bytes as sent.
function rawGet(p: string, encoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(`${server.url}${p}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('static front end', () => {
  it('precompress writes .br and .gz only for text files over 512 bytes', async () => {
    expect(existsSync(path.join(dist, 'assets/index-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets/index-abc123.js.gz'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets/small-def456.css.br'))).toBe(false);
  });

  it('serves index.html never stored, with a fresh nonce named by a strict policy, and redirects the bare paths', async () => {
    const index = await get('/frontend/login/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-store');
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(index.headers.get('referrer-policy')).toBe('no-referrer');
    expect(index.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const html = await index.text();
    const nonces = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(nonces).toHaveLength(3);
    expect(new Set(nonces).size).toBe(1);
    expect(html).not.toContain(NONCE_PLACEHOLDER);
    const nonce = nonces[0]!;
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    const csp = Object.fromEntries(
      index.headers
        .get('content-security-policy')!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    // Besides this origin, only the local device-ID agent's JSONP (SPEC 7, Other).
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, 'http://127.0.0.1:22000']);
    expect(csp['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    // The API of the deployment configuration, on another origin here, and the local agents (USB key, Alilang,
    // the desktop client's service); nothing else.
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'ws://127.0.0.1:21051',
      'http://127.0.0.1:22010',
      'http://127.0.0.1:21056',
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
    expect(csp['trusted-types']).toEqual(['idaas-html', 'idaas-device-agent']);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval/);
    const again = await (await get('/frontend/login/')).text();
    expect(again.match(/nonce="([^"]+)"/)?.[1]).not.toBe(nonce);
    expect((await get('/frontend/login')).headers.get('location')).toBe('/frontend/login/');
    expect((await get('/')).headers.get('location')).toBe('/frontend/login/');
    expect((await get('/frontend/login/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the page frame exactly the QR pages of the tenant’s enabled embedded sources, else nothing', async () => {
    const frameSrc = async () =>
      /frame-src ([^;]+)/.exec(
        (await get('/frontend/login/')).headers.get('content-security-policy') ?? '',
      )?.[1];
    // The seed's DingTalk, WeChat and WeCom all live at the demo identity process: one origin.
    expect(await frameSrc()).toBe(new URL(DEMO_IDP_URL).origin);
    await setSourceAuthBaseUrl(server.db, 'ddtalk', 'https://login.dingtalk.com');
    expect(await frameSrc()).toBe(`https://login.dingtalk.com ${new URL(DEMO_IDP_URL).origin}`);
    for (const kind of EMBEDDED_KINDS) await setSourceEnabled(server.db, kind, false);
    // Other kinds' sources stay enabled: none of their pages is ever framed.
    expect(await frameSrc()).toBe("'none'");
  });

  it('caches hashed assets for a year', async () => {
    const asset = await get('/frontend/login/assets/small-def456.css');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBeNull();
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('API answers are never stored and carry no Referer', async () => {
    const answer = await get('/api/v1.2/no-such-call');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('picks brotli, then gzip, then identity by Accept-Encoding', async () => {
    const br = await rawGet('/frontend/login/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    const gz = await rawGet('/frontend/login/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);
    const plain = await rawGet('/frontend/login/assets/index-abc123.js', 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BIG_JS);
  });

  it('answers 404 for unknown paths, traversal and the compressed files themselves', async () => {
    expect((await get('/frontend/login/nope.js')).status).toBe(404);
    expect((await get('/frontend/login/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await get('/frontend/login/assets/index-abc123.js.br')).status).toBe(404);
  });
});
