import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '../../schemas/spec-constants';
import type { Language } from '../../machines/app/app.machine';
import { pageReachable } from '../effects/restart-app';
import { localStore } from '../effects/storage';
import { loadCatalog } from './activate';

/** The stored UI language: zh by default, en only when stored as such (SPEC section 9). */
export function readLanguage(): Language {
  return localStore.get(STORAGE_KEYS.language) === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/**
 * Stores the language and reloads (SPEC section 1), so every text, title and catalog is loaded in it from the
 * start. Its catalog is fetched first, and the page is checked to be reachable (the catalog may be in the
 * browser's cache already): without a network the reload would leave the browser's error page, so the page
 * stays as it is and the promise rejects.
 */
export async function switchLanguage(language: Language): Promise<void> {
  const [, reachable] = await Promise.all([loadCatalog(language), pageReachable()]);
  if (!reachable) throw new Error('the page cannot be reached to reload it');
  localStore.set(STORAGE_KEYS.language, language);
  window.location.reload();
}
