import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

// Run after `vite build`: writes .br (quality 11) and .gz next to every text asset over 512 bytes, which the server
// sends to clients that accept them. The .gz files come from Zopfli, a slower gzip encoder whose output any
// gzip decoder reads and which is 3–7 % smaller than zlib's best: worth it for files compressed once and
// served many times. Usage: tsx server/scripts/precompress.ts [distDir]
// Pages are not: each response carries its own nonce (server/static/content-security-policy.ts).
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
// Below this, headers and framing outweigh what compression saves.
const MIN_BYTES = 512;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const ZOPFLI_ITERATIONS = 15;

export async function precompress(distDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const file of walk(distDir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size <= MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(file + '.br', brotli);
    writeFileSync(file + '.gz', await gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS }));
    written.push(file);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  console.log(`Precompressed ${(await precompress(dist)).length} files in ${dist}`);
}
