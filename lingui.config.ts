import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Chinese is the source language: the spec's Chinese texts are written in the code as they are.
export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src', 'machines'] }],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
});
