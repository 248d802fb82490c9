import { i18n } from '@lingui/core';
import type { Language } from '../../machines/app/app.machine';
import { freshImport, retryingImport } from '../effects/chunk-retry';

// Only the active language's catalog is downloaded.
const catalogs: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  zh: () => import('../locales/zh/messages.ts'),
  en: () => import('../locales/en/messages.ts'),
};

/** Downloads a language's catalog (once; the browser keeps the chunk). */
export const loadCatalog = (language: Language) => retryingImport(() => freshImport(catalogs[language]));

export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await loadCatalog(language);
  // Added to what is there, not in its place (as loadAndActivate would): a page opened on a flow's route may
  // have loaded its flow's catalog first (flow-catalog.ts), and its texts must stay.
  i18n.load(language, messages as Parameters<typeof i18n.load>[1]);
  i18n.activate(language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
