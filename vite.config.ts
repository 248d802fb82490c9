import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { firstScreenChunk } from './scripts/first-screen-chunk';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Modules that only lazy chunks use: Mantine's modal family (and the scroll lock and focus trap it brings),
// toasts, alerts, the login-type tabs and the password-change view's list. Reached through Mantine's barrel file, they would
// otherwise be counted as first-screen modules.
const firstScreen = firstScreenChunk(
  /components[\\/](Alert|ScrollArea|Modal|ModalBase|Portal|FocusTrap|Notification|Tabs|List)[\\/]|hooks[\\/]esm[\\/](use-focus-trap|use-focus-return|use-debounced-callback|use-drag)[\\/]|@floating-ui|react-remove-scroll|use-sidecar|react-style-singleton|use-callback-ref|aria-hidden|get-nonce|detect-node-es/,
);

export default defineConfig({
  base: '/frontend/login/',
  plugins: [
    firstScreen.plugin,
    react(),
    // Lingui's macros (msg, t, Trans) compile to catalog lookups; only files that use them need Babel.
    babel({
      include: [/[\\/](src|machines)[\\/].*\.[jt]sx?$/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
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
