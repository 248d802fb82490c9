import { i18n } from '@lingui/core';
import { freshImport, retryingImport } from '../effects/chunk-retry';
import type { FlowCatalog } from './flow-catalogs';
import { readLanguage } from './language';

type Catalog = { messages: Record<string, unknown> };

// Every compiled catalog but the first screen's (`messages`, which boot loads), each downloaded on demand.
const CATALOGS = import.meta.glob<Catalog>(['../locales/*/*.ts', '!../locales/*/messages.ts']);

/**
 * Adds a flow's texts in the page's language to the catalog the page renders with. The stored language, not
 * the active one: a page opened on the flow's route loads it while the main catalog is still on its way.
 */
export async function loadFlowCatalog(flow: FlowCatalog): Promise<void> {
  const language = readLanguage();
  const load = CATALOGS[`../locales/${language}/${flow}.ts`];
  if (!load)
    throw new Error(`no ${language} catalog "${flow}": run \`npm run features\` and \`lingui compile\``);
  const { messages } = await retryingImport(() => freshImport(load));
  i18n.load(language, messages as Parameters<typeof i18n.load>[1]);
}

/**
 * A page's module, resolved once the texts of its flow (and of the parts it shares with other flows) are loaded
 * too: the page never shows a text untranslated.
 */
export const withFlowCatalog =
  <M>(flows: FlowCatalog | readonly FlowCatalog[], load: () => Promise<M>) =>
  async (): Promise<M> =>
    (await Promise.all([freshImport(load), ...[flows].flat().map(loadFlowCatalog)]))[0];
