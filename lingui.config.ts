import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { readdirSync } from 'node:fs';
import { FLOW_CATALOGS, type FlowCatalog, catalogDir } from './src/i18n/flow-catalogs';

// Chinese is the source language: the spec's Chinese texts are written in the code as they are. The flows of
// FLOW_CATALOGS have a catalog each, loaded with their page; the first screen's catalog leaves them out, but for
// each feature's `.code.ts` (its routes' tab titles, src/shared/flow-code.ts), which the router needs at once.
const isCode = (file: string) => file.endsWith('.code.ts');
/** A catalog's files but its `.code.ts`, by name: the glob's negation also hides what it should keep. */
const ownFiles = (flow: FlowCatalog) =>
  readdirSync(catalogDir(flow), { recursive: true, encoding: 'utf8' })
    .filter((file) => !isCode(file))
    .map((file) => `<rootDir>/${catalogDir(flow)}/${file}`);
export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src', 'machines'],
      exclude: FLOW_CATALOGS.flatMap(ownFiles),
    },
    ...FLOW_CATALOGS.map((flow) => ({
      path: `<rootDir>/src/locales/{locale}/${flow}`,
      include: [catalogDir(flow)],
      exclude: [`<rootDir>/${catalogDir(flow)}/**/*.code.ts`],
    })),
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
});
