import { type Messages, setupI18n } from '@lingui/core';

/**
 * One i18n per language for a catalog's texts: English from its compiled catalog, Chinese (the source language)
 * from its own, or as written in the code when none is given (a lookup by descriptor falls back to it).
 */
export const bothLanguages = (en: Messages, zh: Messages = {}) => ({
  zh: setupI18n({ locale: 'zh', messages: { zh } }),
  english: setupI18n({ locale: 'en', messages: { en } }),
});
