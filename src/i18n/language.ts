import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '../../schemas/spec-constants';
import type { Language } from '../../machines/app/app.machine';
import { localStore } from '../effects/storage';

/** The stored UI language: zh by default, en only when stored as such (SPEC section 9). */
export function readLanguage(): Language {
  return localStore.get(STORAGE_KEYS.language) === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/** Stores the language and reloads, so every text, title and catalog is loaded in it from the start. */
export function switchLanguage(language: Language): void {
  localStore.set(STORAGE_KEYS.language, language);
  window.location.reload();
}
