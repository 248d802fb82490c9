import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { FLOW_CATALOGS, catalogDir } from './src/i18n/flow-catalogs';

// Chinese is the source language: the spec's Chinese texts are written in the code as they are. The flows of
// FLOW_CATALOGS have a catalog each, loaded with their page; the first screen's catalog leaves them out.
export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src', 'machines'],
      exclude: FLOW_CATALOGS.map((flow) => `<rootDir>/${catalogDir(flow)}/**`),
    },
    ...FLOW_CATALOGS.map((flow) => ({
      path: `<rootDir>/src/locales/{locale}/${flow}`,
      include: [catalogDir(flow)],
    })),
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
});
