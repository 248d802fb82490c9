import { createHash } from 'node:crypto';

/** What `npm run build` reads: folders walked whole, and single files (config, lock file, build scripts). */
export const BUILD_INPUTS = {
  folders: ['src', 'machines', 'schemas', 'public'],
  files: [
    'index.html',
    'vite.config.ts',
    'lingui.config.ts',
    'tsconfig.json',
    'package.json',
    'package-lock.json',
    'scripts/first-screen-chunk.ts',
    'server/scripts/precompress.ts',
  ],
} as const;

/**
 * Whether a file below the input folders counts: not a test (no bundle holds one), and not a catalog that
 * `lingui compile` writes during the build itself (src/locales/<locale>/messages.ts, from the .po beside it),
 * which would otherwise make every build stale the moment it ends.
 */
export function isBuildInput(path: string): boolean {
  return !/\.test\.tsx?$/.test(path) && !/^src\/locales\/[^/]+\/messages\.ts$/.test(path);
}

/** One hash of the inputs' paths and bytes, the same whatever order they are read in. */
export function hashInputs(files: readonly { path: string; bytes: Uint8Array }[]): string {
  const hash = createHash('sha256');
  for (const { path, bytes } of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${path}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

export type BuildDecision = { build: boolean; reason: string };

/**
 * Build when there is no build, when the build carries no stamp (made by hand, or stopped before its end),
 * or when the inputs' hash differs from the stamp's; otherwise the build in dist/ is what the sources make.
 */
export function buildDecision(state: { built: boolean; stamp: string | null; hash: string }): BuildDecision {
  if (!state.built) return { build: true, reason: 'no build in dist/' };
  if (state.stamp === null) return { build: true, reason: 'the build in dist/ has no stamp' };
  if (state.stamp !== state.hash) return { build: true, reason: 'the sources changed since the last build' };
  return { build: false, reason: 'dist/ is up to date with the sources' };
}
