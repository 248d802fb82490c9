import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { NONCE_PLACEHOLDER } from './schemas/content-security';
import { DEFAULT_LANGUAGE } from './schemas/spec-constants';
import { defaultCatalogPreload } from './scripts/build/default-catalog-preload';
import { firstScreenChunk } from './scripts/first-screen-chunk';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Modules that only lazy chunks use: Mantine's modal family (and the scroll lock, focus trap, overlay and helpers
// it brings), alerts, the login-type tabs and the password-change view's list. Reached through Mantine's barrel
// file, they would otherwise be counted as first-screen modules. (The list is what a build without the group
// leaves out of the entry's static imports, less the tiny modules that several lazy chunks share, which would
// each become a request of their own. A module named here that the first screen does use lands in a chunk of
// its own, and `npm run size` then counts one request too many.)
const firstScreen = firstScreenChunk(
  new RegExp(
    [
      /components[\\/](Alert|ScrollArea|Modal|ModalBase|Portal|FocusTrap|CloseButton|Tabs|List|Overlay|VisuallyHidden)[\\/]/,
      /core[\\/]utils[\\/](is-element|get-safe-id|find-element-ancestor|create-scoped-keydown-handler|get-default-z-index|get-single-element-child)[\\/]/,
      /color-functions[\\/]get-auto-contrast-value[\\/]/,
      /hooks[\\/]esm[\\/](use-focus-trap|use-focus-return|use-debounced-callback|use-drag|use-force-update|use-window-event|use-merged-ref)[\\/]/,
      /@floating-ui|react-remove-scroll|use-sidecar|react-style-singleton|use-callback-ref|aria-hidden|get-nonce|detect-node-es|tslib/,
    ]
      .map((part) => part.source)
      .join('|'),
  ),
);

export default defineConfig({
  base: '/frontend/login/',
  plugins: [
    firstScreen.plugin,
    defaultCatalogPreload(DEFAULT_LANGUAGE),
    react(),
    // Lingui's macros (msg, t, Trans) compile to catalog lookups; only files that use them need Babel.
    babel({
      include: [/[\\/](src|machines)[\\/].*\.[jt]sx?$/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The server puts a fresh nonce for its Content-Security-Policy where this stands.
  html: { cspNonce: NONCE_PLACEHOLDER },
  build: {
    target: 'es2022',
    // Browsers without modulepreload still load every chunk, only without the head start: no polyfill.
    modulePreload: { polyfill: false },
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', test: firstScreen.test }] },
      },
    },
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
});
