import { expect, type Page } from '@playwright/test';
import { DEMO_IDP_PASSWORD, DEMO_PEOPLE } from '../../server/idp/demo-identities';
import { ADAPTERS } from '../../schemas/spec-constants';
import {
  EMBEDDED_KINDS,
  type EmbeddedKind,
  THIRD_PARTY_ADAPTERS,
  type ThirdPartyKind,
} from '../../schemas/third-party-sources';
import type { Language } from './fixtures';

/** Each source's button on the login page, as each language names it. */
const NAMES: Record<ThirdPartyKind, [string, string]> = {
  aad: ['Entra ID', 'Entra ID'],
  oidc_code: ['OIDC', 'OIDC'],
  oidc_code_adapter: ['OIDC（手动端点）', 'OIDC (manual endpoints)'],
  ddtalk: ['钉钉', 'DingTalk'],
  wechat: ['微信', 'WeChat'],
  wechatenterprise: ['企业微信', 'WeCom'],
  alipay: ['支付宝', 'Alipay'],
  alilang: ['阿里郎', 'Alilang'],
};

export const OPENID_KINDS: readonly ThirdPartyKind[] = ['aad', 'oidc_code', 'oidc_code_adapter'];

export const providerLabel = (kind: ThirdPartyKind, language: Language) =>
  NAMES[kind][language === 'en' ? 1 : 0];

/** The login page's row of third-party sources, and one source's button in it. */
export function sourceButton(page: Page, kind: ThirdPartyKind, language: Language) {
  const row = page.getByRole('navigation', {
    name: language === 'en' ? 'Other ways to sign in' : '其他登录方式',
  });
  return row.getByRole('link', { name: providerLabel(kind, language), exact: true });
}

/** The demo tenant's DingTalk OIDC plugin's button in the row, by its name in each language. */
export function dingTalkPluginButton(page: Page, language: Language) {
  const row = page.getByRole('navigation', {
    name: language === 'en' ? 'Other ways to sign in' : '其他登录方式',
  });
  const name = language === 'en' ? 'DingTalk (demo organisation)' : '钉钉（演示组织）';
  return row.getByRole('link', { name, exact: true });
}

/** The demo providers' pages (`npm run idp`): on 127.0.0.1, where the login page is on localhost. */
export const PROVIDER_ORIGIN = /127\.0\.0\.1/;

/** Chooses a source on the login page and waits for its provider's page. */
export async function goToProvider(page: Page, kind: ThirdPartyKind, language: Language) {
  await sourceButton(page, kind, language).click();
  await expect(page).toHaveURL(PROVIDER_ORIGIN);
}

/**
 * Signs `key` in at the provider's own page: the OpenID provider's form, or a simulator's button for that
 * person (the stand-in for scanning with the provider's app).
 */
export async function signInAtProvider(page: Page, kind: ThirdPartyKind, key: string) {
  const person = DEMO_PEOPLE.find((p) => p.key === key);
  if (!person) throw new Error(`no demo person ${key}`);
  if (OPENID_KINDS.includes(kind)) {
    await page.getByLabel('用户名 · Username').fill(key);
    await page.getByLabel('密码 · Password').fill(DEMO_IDP_PASSWORD);
    await page.getByRole('button', { name: '登录 · Sign in' }).click();
  } else {
    await page.getByRole('button', { name: `Authorise as ${person.name}` }).click();
  }
}

/** The portal the demo users land in. */
export const PORTAL = /\/frontend\/enduser\/#loginSuccess/;

/** The tenant's page configuration with the embedded QR sources as login types, after the password. */
export const withEmbeddedTypes = (config: Record<string, unknown>) => ({
  ...config,
  loginTypeList: [
    { key: ADAPTERS.password, name: '密码登录' },
    ...EMBEDDED_KINDS.map((kind) => ({ key: THIRD_PARTY_ADAPTERS[kind], name: NAMES[kind][0] })),
  ],
});

/** An embedded QR source's tab in the login card. */
export const embeddedQrTab = (page: Page, kind: EmbeddedKind, language: Language) =>
  page.getByRole('tab', { name: providerLabel(kind, language), exact: true });

/** The frame of an embedded QR source's panel, by its accessible name. */
export function providerFrame(page: Page, kind: EmbeddedKind, language: Language) {
  const provider = providerLabel(kind, language);
  const title = language === 'en' ? `${provider} sign-in QR code` : `${provider}登录二维码`;
  return {
    element: page.locator(`iframe[title="${title}"]`),
    frame: page.frameLocator(`iframe[title="${title}"]`),
  };
}
