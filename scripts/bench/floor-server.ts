/**
 * The React floor of `npm run bench:load` (scripts/bench/floor/), built by Vite for production into a temporary
 * folder and served as the login page is: under /frontend/login/, compressed with brotli as the reference server
 * sends its precompressed files, over HTTP on a free local port.
 */
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';

const BASE = '/frontend/login/';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Builds the floor and serves it; resolves to its base URL and a function that stops the server. */
export async function startFloor(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'floor'),
    base: BASE,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  // Compressed once, as the reference server's files are at build time: brotli's best level per request
  // would add its time to every run.
  const compressed = new Map<string, Promise<Buffer>>();
  const served = (file: string) => {
    const known = compressed.get(file);
    if (known) return known;
    const body = readFile(join(outDir, file)).then((raw) => brotliCompressSync(raw));
    compressed.set(file, body);
    return body;
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const file =
      path === BASE ? 'index.html' : normalize(path.slice(BASE.length)).replace(/^(\.\.[/\\])+/, '');
    served(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-encoding': 'br',
          'cache-control': 'no-store',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the floor server has no port');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
