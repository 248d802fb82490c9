import { i18n } from '@lingui/core';
import type { Language } from '../../machines/app/app.machine';
import { freshImport, retryingImport } from '../effects/chunk-retry';
import type { FlowCatalog } from './flow-catalogs';
import { readLanguage } from './language';

type Catalog = { messages: Record<string, unknown> };

const CATALOGS: Record<FlowCatalog, Record<Language, () => Promise<Catalog>>> = {
  'second-factor': {
    zh: () => import('../locales/zh/second-factor.ts'),
    en: () => import('../locales/en/second-factor.ts'),
  },
  'application-code': {
    zh: () => import('../locales/zh/application-code.ts'),
    en: () => import('../locales/en/application-code.ts'),
  },
  'login-access': {
    zh: () => import('../locales/zh/login-access.ts'),
    en: () => import('../locales/en/login-access.ts'),
  },
  'modify-password': {
    zh: () => import('../locales/zh/modify-password.ts'),
    en: () => import('../locales/en/modify-password.ts'),
  },
  register: {
    zh: () => import('../locales/zh/register.ts'),
    en: () => import('../locales/en/register.ts'),
  },
  'reset-password': {
    zh: () => import('../locales/zh/reset-password.ts'),
    en: () => import('../locales/en/reset-password.ts'),
  },
  'sms-login': {
    zh: () => import('../locales/zh/sms-login.ts'),
    en: () => import('../locales/en/sms-login.ts'),
  },
  'qr-login': {
    zh: () => import('../locales/zh/qr-login.ts'),
    en: () => import('../locales/en/qr-login.ts'),
  },
  'usbkey-login': {
    zh: () => import('../locales/zh/usbkey-login.ts'),
    en: () => import('../locales/en/usbkey-login.ts'),
  },
  'alilang-login': {
    zh: () => import('../locales/zh/alilang-login.ts'),
    en: () => import('../locales/en/alilang-login.ts'),
  },
  'third-party-login': {
    zh: () => import('../locales/zh/third-party-login.ts'),
    en: () => import('../locales/en/third-party-login.ts'),
  },
  'plugin-login': {
    zh: () => import('../locales/zh/plugin-login.ts'),
    en: () => import('../locales/en/plugin-login.ts'),
  },
  composite: {
    zh: () => import('../locales/zh/composite.ts'),
    en: () => import('../locales/en/composite.ts'),
  },
  'tenant-select': {
    zh: () => import('../locales/zh/tenant-select.ts'),
    en: () => import('../locales/en/tenant-select.ts'),
  },
  'phone-regions': {
    zh: () => import('../locales/zh/phone-regions.ts'),
    en: () => import('../locales/en/phone-regions.ts'),
  },
  'password-policy': {
    zh: () => import('../locales/zh/password-policy.ts'),
    en: () => import('../locales/en/password-policy.ts'),
  },
  'notice-tips': {
    zh: () => import('../locales/zh/notice-tips.ts'),
    en: () => import('../locales/en/notice-tips.ts'),
  },
  dictionary: {
    zh: () => import('../locales/zh/dictionary.ts'),
    en: () => import('../locales/en/dictionary.ts'),
  },
  license: {
    zh: () => import('../locales/zh/license.ts'),
    en: () => import('../locales/en/license.ts'),
  },
  edition: {
    zh: () => import('../locales/zh/edition.ts'),
    en: () => import('../locales/en/edition.ts'),
  },
  desktop: {
    zh: () => import('../locales/zh/desktop.ts'),
    en: () => import('../locales/en/desktop.ts'),
  },
};

/**
 * Adds a flow's texts in the page's language to the catalog the page renders with. The stored language, not
 * the active one: a page opened on the flow's route loads it while the main catalog is still on its way.
 */
export async function loadFlowCatalog(flow: FlowCatalog): Promise<void> {
  const language = readLanguage();
  const { messages } = await retryingImport(() => freshImport(CATALOGS[flow][language]));
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
