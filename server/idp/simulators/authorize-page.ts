import encodeQR from 'qr';
import { DEMO_PEOPLE } from '../demo-identities';

/** A provider's name as its pages show it, in both languages of the demo. */
export type ProviderName = { zh: string; en: string };
/** An error page's reason: the provider's code and its words for it. */
export type ProviderError = { code: string; zh: string; en: string };

const escape = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.qr svg{width:12rem;height:12rem}button{display:block;width:100%;margin:.4rem 0;padding:.6rem;font-size:1rem}
.note{color:#666;font-size:.9rem}.decline{background:none;border:1px solid #999}</style></head>
<body>${body}</body></html>`;

export type AuthorizePageInput = {
  provider: ProviderName;
  /** The page's own URL: what the QR code says, as the real page's code leads to this authorisation. */
  selfUrl: string;
  showQr: boolean;
  /** Where the buttons post, and the authorisation's query, carried along as hidden fields. */
  action: string;
  fields: Record<string, string>;
};

/**
 * The provider's authorisation page, stood in for: the QR code the real page shows (DingTalk, WeChat, WeCom),
 * and since nobody scans in a demo, one button per demo person, and a decline.
 */
export function authorizePage(input: AuthorizePageInput): string {
  const { zh, en } = input.provider;
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const qr = input.showQr
    ? `<div class="qr">${encodeQR(input.selfUrl, 'svg')}</div>
<p class="note">请使用${escape(zh)}扫描二维码登录 / Scan with ${escape(en)} to sign in</p>`
    : '';
  const people = DEMO_PEOPLE.map(
    (person) =>
      `<button name="person" value="${escape(person.key)}">以 ${escape(person.name)} 身份授权 / Authorise as ${escape(person.name)}</button>`,
  ).join('');
  return page(
    `${zh}登录 / ${en} sign-in`,
    `<h1>${escape(zh)}登录 / ${escape(en)} sign-in</h1>${qr}
<p class="note">演示环境：选择身份代替扫码 / Demo: choose who signs in instead of scanning</p>
<form method="post" action="${escape(input.action)}">${hidden}${people}
<button class="decline" name="decision" value="decline">拒绝 / Decline</button></form>`,
  );
}

/** The provider's page for a request it refuses (unknown client, unregistered redirect_uri). */
export function providerErrorPage(provider: ProviderName, error: ProviderError): string {
  return page(
    `${provider.zh} / ${provider.en}`,
    `<h1>${escape(error.zh)}</h1><p>${escape(error.en)}</p><p class="note">${escape(provider.zh)} / ${escape(provider.en)} · ${escape(error.code)}</p>`,
  );
}
