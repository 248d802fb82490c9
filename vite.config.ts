import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
// With extensions, here and in what these import: Vite plans to load its config with Node's own loader by
// default (`configLoader: 'native'`), which resolves no extensionless path, and warned so on every build.
import { NONCE_PLACEHOLDER } from './schemas/content-security.ts';
import { AGENT_INSTALL_PATH } from './schemas/local-agents.ts';
import { DEFAULT_LANGUAGE } from './schemas/spec-constants.ts';
import { defaultCatalogPreload } from './scripts/build/default-catalog-preload.ts';
import { firstScreenChunk } from './scripts/first-screen-chunk.ts';
import { themeVariables } from './scripts/build/theme-variables.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Modules that only lazy chunks use, though the entry reaches them through a package's barrel file: all of
// Mantine but the colour function the first screen's theme calls (src/theme/app-theme.ts: colorsTuple), since
// the first screen draws its own components (src/ui) and mixes its brand colours itself
// (src/theme/brand-variables.ts); and the scroll lock, focus trap and positioning Mantine's dialogs bring. Only
// that function, not its whole folder: whatever is named here goes into the entry, and the rest of the folder
// (the variant colour resolver of MantineProvider's default theme and its helpers) cost the first download
// 1.4 KB gzip. (A module left out here that the first screen does use lands in a chunk of its own, and
// `npm run size` then counts one request too many.)
const MANTINE_THEME =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]color-functions[\\/]colors-tuple[\\/]/;
const LAZY_PACKAGES =
  /@mantine[\\/]|@floating-ui|react-remove-scroll|use-sidecar|react-style-singleton|use-callback-ref|aria-hidden|get-nonce|detect-node-es|tslib/;
const firstScreen = firstScreenChunk((id) => LAZY_PACKAGES.test(id) && !MANTINE_THEME.test(id));

export default defineConfig({
  base: '/frontend/login/',
  plugins: [
    firstScreen.plugin,
    themeVariables(),
    defaultCatalogPreload(DEFAULT_LANGUAGE),
    // Lingui's macros (msg, t, Trans) compile to catalog lookups at build time.
    react({
      include: /[\\/](src|machines)[\\/].*\.[jt]sx?$/,
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    }),
  ],
  // React 19 has useSyncExternalStore: the shims @xstate/react and @tanstack/react-store import for older Reacts
  // are dead weight on the first screen (0.4 KB gzip); the package's own entries use React's.
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The server puts a fresh nonce for its Content-Security-Policy where this stands.
  html: { cspNonce: NONCE_PLACEHOLDER },
  build: {
    target: 'es2022',
    // Browsers without modulepreload still load every chunk, only without the head start: no polyfill. A lazy
    // page's stylesheets are fetched with it (a page must never show unstyled), but not its JS imports: listing
    // them all cost the first download 0.9 KB, and the browser asks for them as soon as the page's chunk is
    // parsed (one round trip later; each flow's machine is prefetched when the first page is idle anyway).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    // SIZE_MAP=1 writes source maps, to see what the first download is made of.
    sourcemap: process.env.SIZE_MAP === '1',
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', test: firstScreen.test }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      // The API, and the local agents' page the login links to.
      ['/api', AGENT_INSTALL_PATH].map((path) => [path, `http://localhost:${process.env.API_PORT ?? 8080}`]),
    ),
  },
});
