import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
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
    // One worker per core, not vitest's cores − 1 (one on a 2-core CI machine): most files wait on timers,
    // servers and child processes rather than compute.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
