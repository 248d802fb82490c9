import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  base: '/frontend/login/',
  plugins: [
    react(),
    // Lingui's macros (msg, t, Trans) compile to catalog lookups; only files that use them need Babel.
    babel({ include: [/[\\/](src|machines)[\\/].*\.[jt]sx?$/], plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
});
