import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    // Lingui's macros compile to catalog lookups; only the client's files use them.
    react({
      include: /[\\/](src|machines)[\\/].*\.[jt]sx?$/,
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    include: ['{machines,schemas,src,server,scripts}/**/*.test.{ts,tsx}'],
    globalSetup: ['machines/testing/coverage-report.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
