import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { themeVariables } from './scripts/build/theme-variables.ts';

// Server test files that keep a module context of their own: they replace modules (vi.mock), which would leak
// into every file after them in a shared one.
const ISOLATED_SERVER_FILES = [
  // vi.mock('node:crypto') records every key derivation.
  'server/features/password-login/password-work.test.ts',
];

export default defineConfig({
  plugins: [
    // Views import the theme's variables (src/styles.ts, src/shared/mantine-scope.tsx).
    themeVariables(),
    // Lingui's macros compile to catalog lookups; only the client's files use them.
    react({
      include: /[\\/](src|machines)[\\/].*\.[jt]sx?$/,
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'node',
    // One worker per core, not vitest's cores − 1 (one on a 2-core CI machine): most files wait on timers,
    // servers and child processes rather than compute.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Machines, schemas, views and scripts share one module context per worker too: each file imported
        // xstate, zod, React and Mantine afresh, and imports were most of the project's time (docs/testing.md).
        // What a test stubs with vi.stubGlobal is undone after it; module state (a store, Lingui's i18n) lives
        // on, so a file sets what it reads. A file that replaces modules (vi.mock) goes in ISOLATED_SERVER_FILES.
        extends: true,
        test: {
          name: 'unit',
          include: ['{machines,schemas,src,scripts}/**/*.test.{ts,tsx}'],
          isolate: false,
          unstubGlobals: true,
          globalSetup: ['machines/testing/coverage-report.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_SERVER_FILES },
      },
      {
        // Each server file imports the whole server, the schemas and PGlite: in one shared module context a
        // worker imports them once instead of once per file.
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: ISOLATED_SERVER_FILES,
          isolate: false,
          // Real requests, real crypto and real directories, beside the end-to-end servers starting
          // (scripts/ci/suite.sh): a file's first test took 21 s there, 2 s alone. The limit is for hangs.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
