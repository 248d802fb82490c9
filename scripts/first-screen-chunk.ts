import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically into one chunk, so the login page needs one script
 * request, while everything reached only through `import()` (other routes, dialogs, toasts, crypto, the
 * sanitiser, catalogs) keeps its own lazy chunks. Rolldown's default would split shared modules into many
 * small chunks, each one more request before the form shows.
 */
export function firstScreenChunk(lazyOnly: (id: string) => boolean): {
  plugin: Plugin;
  test: (id: string) => boolean;
} {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (firstScreen.has(id)) continue;
        firstScreen.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // The walk runs before tree-shaking, so through a package's barrel file it also meets modules that only a
  // lazy chunk uses; `lazyOnly` names those, or they would be pulled into the first download.
  return { plugin, test: (id) => firstScreen.has(id) && !lazyOnly(id) };
}
