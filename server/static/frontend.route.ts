import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import {
  BOOT_ANSWERS_ELEMENT_ID,
  type BootAnswers,
  bootAnswersJson,
} from '../../schemas/boot-answers.schema';
import type { AppEnv } from '../http/app-env';
import { acceptedEncodings } from './accept-encoding';
import { contentTypeOf } from './content-types';
import { NONCE_PLACEHOLDER, apiOrigin, contentSecurityPolicy, newNonce } from './content-security-policy';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Preferred order: brotli is smaller, gzip is the fallback.
const SIBLINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Maps a URL path below the mount to a file inside `root`, or null when it would escape it. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

const CONFIG_BLOCK = /<script id="idaas-config"[^>]*>([\s\S]*?)<\/script>/;

/** The `baseUrl` of the page's deployment configuration ('' when it calls this origin's /api); null if unreadable. */
function configuredBaseUrl(html: string): string | null {
  const block = CONFIG_BLOCK.exec(html)?.[1];
  if (!block) return null;
  try {
    const config: unknown = JSON.parse(block);
    const baseUrl = typeof config === 'object' && config && 'baseUrl' in config ? config.baseUrl : '';
    return typeof baseUrl === 'string' ? baseUrl : null;
  } catch {
    return null;
  }
}

export type FrontendOptions = {
  /**
   * The public boot answers for the visitor of the login page (server/features/boot/boot-page.route.ts), or
   * null when there are none to give.
   */
  bootAnswers?: (c: Context<AppEnv>) => Promise<BootAnswers | null>;
  /** The origins the pages may frame (the tenant's embedded QR logins, frame-origins.service.ts); none without. */
  frameOrigins?: () => Promise<string[]>;
};

/**
 * The boot answers as a JSON data block at the end of the head: not executed, so it needs no nonce. Only
 * for a page that calls this server's own API (an empty `baseUrl`): another API may answer otherwise.
 */
async function withBootAnswers(html: string, c: Context<AppEnv>, options: FrontendOptions): Promise<string> {
  if (!options.bootAnswers || configuredBaseUrl(html) !== '' || !html.includes('</head>')) return html;
  const answers = await options.bootAnswers(c);
  if (!answers) return html;
  const block = `<script id="${BOOT_ANSWERS_ELEMENT_ID}" type="application/json">${bootAnswersJson(answers)}</script>`;
  return html.replace('</head>', () => `${block}\n</head>`);
}

/**
 * A page of the app: sent with a fresh nonce in its script and style tags and the policy that names it, and
 * never stored, since a stored copy would reuse the nonce (nor would the boot answers it may carry stay true).
 */
async function htmlPage(
  file: string,
  c: Context<AppEnv>,
  options: FrontendOptions,
): Promise<{ body: string; headers: Record<string, string> }> {
  const nonce = newNonce();
  let body = (await readFile(file, 'utf8')).replaceAll(NONCE_PLACEHOLDER, nonce);
  if (path.basename(file) === 'index.html') body = await withBootAnswers(body, c, options);
  const origin = apiOrigin(configuredBaseUrl(body) ?? '');
  const frame = (await options.frameOrigins?.()) ?? [];
  return {
    body,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy({ nonce, connect: origin ? [origin] : [], frame }),
    },
  };
}

/**
 * The built front end (vite `dist/`) at /frontend/login/. Hashed files under assets/ are cached for a year,
 * pages carry a per-response nonce and are never stored, everything else revalidates; a precompressed
 * `.br`/`.gz` sibling is sent when the client accepts it. The login page (index.html) carries the boot
 * answers when `options.bootAnswers` gives them.
 */
export function frontendRoutes(distDir: string, options: FrontendOptions = {}) {
  const root = path.resolve(distDir);
  const app = new Hono<AppEnv>();
  app.get('/frontend/login', (c) => c.redirect('/frontend/login/', 301));
  app.get('/frontend/login/*', async (c) => {
    let relative = c.req.path.slice('/frontend/login/'.length);
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = resolveInside(root, relative);
    if (!file || /\.(br|gz)$/.test(file) || !(await isFile(file))) return c.body(null, 404);
    if (file.endsWith('.html')) {
      const { body, headers } = await htmlPage(file, c, options);
      return c.body(body, 200, headers);
    }
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': relative.startsWith('assets/') ? IMMUTABLE : 'no-cache',
    };
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    let sendFile = file;
    for (const { encoding, suffix } of SIBLINGS) {
      if (!(await isFile(file + suffix))) continue;
      headers['Vary'] = 'Accept-Encoding';
      if (sendFile === file && accepted.has(encoding)) {
        sendFile = file + suffix;
        headers['Content-Encoding'] = encoding;
      }
    }
    return c.body(new Uint8Array(await readFile(sendFile)), 200, headers);
  });
  return app;
}
