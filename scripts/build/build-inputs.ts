import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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
 * `lingui compile` writes during the build itself (src/locales/<locale>/<catalog>.ts, from the .po beside it,
 * which is the input), which would otherwise make every build stale the moment it ends.
 */
export function isBuildInput(file: string): boolean {
  return !/\.test\.tsx?$/.test(file) && !/^src\/locales\/[^/]+\/[^/]+\.ts$/.test(file);
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

/** The hash of the build inputs below `root` as they are now (the repository's root, for npm's scripts). */
export function inputsHash(root: string): string {
  const inFolders = BUILD_INPUTS.folders
    .filter((folder) => existsSync(path.join(root, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.posix.join(folder, file.split(path.sep).join('/')),
      ),
    );
  const files = [...inFolders.filter(isBuildInput), ...BUILD_INPUTS.files].filter((file) => {
    const at = path.join(root, file);
    return existsSync(at) && statSync(at).isFile();
  });
  return hashInputs(files.map((file) => ({ path: file, bytes: readFileSync(path.join(root, file)) })));
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
