import encodeQR from 'qr';
import { DEMO_PEOPLE } from '../demo-identities';

/** A provider's name as its pages show it, in both languages of the demo. */
export type ProviderName = { zh: string; en: string };
/** An error page's reason: the provider's code and its words for it. */
export type ProviderError = { code: string; zh: string; en: string };
/**
 * What the page stands for: the provider's web page with its QR code, or the consent screen inside the
 * provider's own app (WeChat, WeCom), which has no QR code since the app already knows who holds the phone,
 * and names the app that asks.
 */
export type AuthorizeScreen = { kind: 'qr' } | { kind: 'inApp'; appName: ProviderName };
/**
 * How the page is shown: the provider's own page, or framed in the login card as the provider's web SDK frames
 * it (compact), its buttons then sending the top window back (`top`, WeChat's self_redirect=false and WeCom's
 * redirect_type=top) or answering the frame's parent by message (`message`, DingTalk's DTFrameLogin).
 */
export type AuthorizeFrame = 'page' | 'top' | 'message';

const escape = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The pages' styles, fixed so that their policy can name them by hash (simulator-csp.ts). Framed, the page fits
 * the login card's frame (300 wide, 340 or WeChat's 400 high), centred in it, without the line on which app
 * scans: the card says it under the frame.
 */
export const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.qr svg{width:12rem;height:12rem}button{display:block;width:100%;margin:.4rem 0;padding:.6rem;font-size:1rem}
.note{color:#666;font-size:.9rem}.decline{background:none;border:1px solid #999}
.framed{margin:0;padding:.5rem;max-width:none;text-align:center;font-size:.8rem;box-sizing:border-box;min-height:100vh;display:flex;flex-direction:column;justify-content:center}
.framed .qr{line-height:0}.framed .qr svg{width:8.5rem;height:8.5rem}.framed .scan{display:none}
.framed .note{margin:.25rem 0 .4rem;font-size:.7rem}
.framed form{display:grid;grid-template-columns:1fr 1fr;gap:.25rem}
.framed button{margin:0;padding:.25rem;font-size:.72rem}.framed .decline{grid-column:1/-1}`;

const page = (title: string, body: string, framed = false): string => `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>${PAGE_STYLE}</style></head>
<body${framed ? ' class="framed"' : ''}>${body}</body></html>`;

export type AuthorizePageInput = {
  provider: ProviderName;
  /** The page's own URL: what the QR code says, as the real page's code leads to this authorisation. */
  selfUrl: string;
  screen: AuthorizeScreen;
  /** Where the buttons post, and the authorisation's query, carried along as hidden fields. */
  action: string;
  fields: Record<string, string>;
  frame: AuthorizeFrame;
};

/**
 * The provider's authorisation page, stood in for: the QR code the real page shows (DingTalk, WeChat, WeCom),
 * or the in-app consent screen, and since nobody scans or holds the app in a demo, one button per demo
 * person, and a decline.
 */
export function authorizePage(input: AuthorizePageInput): string {
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const framed = input.frame !== 'page';
  const people = DEMO_PEOPLE.map(
    (person) =>
      `<button name="person" value="${escape(person.key)}">${framed ? '' : `以 ${escape(person.name)} 身份授权 / `}Authorise as ${escape(person.name)}</button>`,
  ).join('');
  const { title, intro } =
    input.screen.kind === 'qr' ? qrIntro(input) : inAppIntro(input.provider, input.screen.appName);
  return page(
    title,
    `${framed ? '' : `<h1>${escape(title)}</h1>`}${intro}
<form method="post" action="${escape(input.action)}">${hidden}${people}
<button class="decline" name="decision" value="decline">拒绝 / Decline</button></form>`,
    framed,
  );
}

const qrIntro = ({ provider: { zh, en }, selfUrl }: AuthorizePageInput) => ({
  title: `${zh}登录 / ${en} sign-in`,
  intro: `<div class="qr">${encodeQR(selfUrl, 'svg')}</div>
<p class="note scan">请使用${escape(zh)}扫描二维码登录 / Scan with ${escape(en)} to sign in</p>
<p class="note">演示环境：选择身份代替扫码 / Demo: choose who signs in instead of scanning</p>`,
});

const inAppIntro = ({ zh, en }: ProviderName, app: ProviderName) => ({
  title: `${zh}授权 / ${en} authorisation`,
  intro: `<p>${escape(app.zh)} 申请获得你的${escape(zh)}身份 / ${escape(app.en)} asks for your ${escape(en)} identity</p>
<p class="note">演示环境：选择在${escape(zh)}中登录的身份 / Demo: choose who is signed in to ${escape(en)}</p>`,
});

/** The provider's page for a request it refuses (unknown client, unregistered redirect_uri). */
export function providerErrorPage(provider: ProviderName, error: ProviderError): string {
  return page(
    `${provider.zh} / ${provider.en}`,
    `<h1>${escape(error.zh)}</h1><p>${escape(error.en)}</p><p class="note">${escape(provider.zh)} / ${escape(provider.en)} · ${escape(error.code)}</p>`,
  );
}
