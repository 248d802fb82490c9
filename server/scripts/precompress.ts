import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Run after `vite build`: writes .br (quality 11) and .gz (level 9) next to every text asset over 1 KB, which
// the server sends to clients that accept them. Usage: tsx server/scripts/precompress.ts [distDir]
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export function precompress(distDir: string): string[] {
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
    writeFileSync(file + '.gz', gzipSync(source, { level: 9 }));
    written.push(file);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  console.log(`Precompressed ${precompress(dist).length} files in ${dist}`);
}
