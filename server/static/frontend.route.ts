import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { acceptedEncodings } from './accept-encoding';
import { contentTypeOf } from './content-types';

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

/**
 * The built front end (vite `dist/`) at /frontend/login/. Hashed files under assets/ are cached for a year,
 * everything else revalidates; a precompressed `.br`/`.gz` sibling is sent when the client accepts it.
 */
export function frontendRoutes(distDir: string) {
  const root = path.resolve(distDir);
  const app = new Hono<AppEnv>();
  app.get('/frontend/login', (c) => c.redirect('/frontend/login/', 301));
  app.get('/frontend/login/*', async (c) => {
    let relative = c.req.path.slice('/frontend/login/'.length);
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = resolveInside(root, relative);
    if (!file || /\.(br|gz)$/.test(file) || !(await isFile(file))) return c.body(null, 404);
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': relative.startsWith('assets/') ? IMMUTABLE : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
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
