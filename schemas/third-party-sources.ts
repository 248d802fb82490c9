import * as z from 'zod/mini';
import { ADAPTERS, APP_BASE_PATH } from './spec-constants';

/**
 * The third-party sources the login page knows (issue 14): their kinds, adapter ids, callback routes and the
 * receivers' paths, apart from their calls (third-party-login.schema.ts) as the first screen needs only these.
 */

/**
 * The sources that sign in through a provider's redirect (OAuth): login_, the provider's page, the receiver and
 * the callback route, submit_callback with the code.
 */
export const REDIRECT_KINDS = [
  'aad',
  'oidc_code',
  'oidc_code_adapter',
  'ddtalk',
  'wechat',
  'wechatenterprise',
  'alipay',
] as const;
export const RedirectKind = z.enum(REDIRECT_KINDS);
export type RedirectKind = z.infer<typeof RedirectKind>;

/**
 * The `{adapter}` of the third-party calls, one per source kind: the redirect ones, and Alilang, whose local
 * agent vouches for the person without leaving the page (alilang-login.schema.ts). All link and bind alike.
 */
export const THIRD_PARTY_KINDS = [...REDIRECT_KINDS, 'alilang'] as const;
export const ThirdPartyKind = z.enum(THIRD_PARTY_KINDS);
export type ThirdPartyKind = z.infer<typeof ThirdPartyKind>;
export const isRedirectKind = (kind: ThirdPartyKind): kind is RedirectKind => kind !== 'alilang';

/** Each kind's adapter id (SPEC 3 adapter entry `enterpriseAuthId`): a tenant has at most one source of a kind. */
export const THIRD_PARTY_ADAPTERS = {
  aad: ADAPTERS.aad,
  oidc_code: ADAPTERS.oidcCode,
  oidc_code_adapter: ADAPTERS.oidcCodeAdapter,
  ddtalk: ADAPTERS.dingtalk,
  wechat: ADAPTERS.wechat,
  wechatenterprise: ADAPTERS.wechatEnterprise,
  alipay: ADAPTERS.alipay,
  alilang: ADAPTERS.alilang,
} as const satisfies Record<ThirdPartyKind, string>;
export type ThirdPartyAdapterId = (typeof THIRD_PARTY_ADAPTERS)[ThirdPartyKind];

/** The kind of a third-party adapter id, else null. */
export const thirdPartyKindOf = (enterpriseAuthId: string): ThirdPartyKind | null =>
  THIRD_PARTY_KINDS.find((kind) => THIRD_PARTY_ADAPTERS[kind] === enterpriseAuthId) ?? null;

/** The hash route each kind's callback opens (SPEC 2, third-party callback pages). */
export const CALLBACK_ROUTES = {
  aad: '/aadCallback',
  oidc_code: '/oidcCodeCallBack',
  oidc_code_adapter: '/oidcCodeAdapterCallBack',
  ddtalk: '/ddtalkCallback',
  wechat: '/wechatCallback',
  wechatenterprise: '/wechatenterpriseCallback',
  alipay: '/alipayCallBack',
} as const satisfies Record<RedirectKind, `/${string}`>;

/**
 * Providers whose own app has a browser where their web QR page does not work (nobody can scan the screen
 * they look at): inside it the page asks for the in-app authorisation instead (`login_?inApp=true`; WeChat's
 * `connect/oauth2/authorize`, WeCom's too), and WeCom returns to a route of its own (SPEC 2).
 */
export const IN_APP_KINDS = ['wechat', 'wechatenterprise'] as const satisfies readonly RedirectKind[];
export type InAppKind = (typeof IN_APP_KINDS)[number];
export const isInAppKind = (kind: ThirdPartyKind): kind is InAppKind => IN_APP_KINDS.some((k) => k === kind);
export const IN_APP_CALLBACK_ROUTES = {
  wechat: '/wechatCallback',
  wechatenterprise: '/wechatenterpriseMicroCallback',
} as const satisfies Record<InAppKind, `/${string}`>;

/**
 * Providers whose web QR page can be embedded in the login card (their web SDKs frame it: WeChat's wxLogin.js,
 * WeCom's login panel, DingTalk's DTFrameLogin): on a desktop browser their sources are login types whose
 * panel frames the page (`login_?embedded=true`), and the login page's policy lets only their origins be framed.
 */
export const EMBEDDED_KINDS = [
  'ddtalk',
  'wechat',
  'wechatenterprise',
] as const satisfies readonly ThirdPartyKind[];
export type EmbeddedKind = (typeof EMBEDDED_KINDS)[number];
export const isEmbeddedKind = (kind: ThirdPartyKind): kind is EmbeddedKind =>
  EMBEDDED_KINDS.some((k) => k === kind);

/**
 * Sources whose binding query signs in (SPEC 7 "wechatenterprise (with binding query)", SPEC 3 its answer): a
 * WeCom person opens the page from WeCom's workbench, where another tab or an administrator may link her
 * while the binding page waits; the query then answers her token instead of the form.
 */
export const BINDING_QUERY_SIGNS_IN = ['wechatenterprise'] as const satisfies readonly ThirdPartyKind[];
export const bindingQuerySignsIn = (kind: ThirdPartyKind) => BINDING_QUERY_SIGNS_IN.some((k) => k === kind);

/**
 * The provider app whose browser this is, by its user agent: WeCom's says `wxwork` (and `MicroMessenger` too),
 * WeChat's `MicroMessenger` alone. Null in any other browser.
 */
export function inAppBrowserOf(userAgent: string): InAppKind | null {
  if (/wxwork/i.test(userAgent)) return 'wechatenterprise';
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  return null;
}

/**
 * The real path a provider returns to (the `redirect_uri` registered there): the hash route's name below the
 * app's base path, `/frontend/login/aadCallback`. The server answers it with a 303 to `#/aadCallback?…`.
 */
export const callbackReceiverPath = (kind: RedirectKind): string =>
  `${APP_BASE_PATH}${CALLBACK_ROUTES[kind].slice(1)}`;

/** The real path the in-app authorisation returns to (`/frontend/login/wechatenterpriseMicroCallback`). */
export const inAppReceiverPath = (kind: InAppKind): string =>
  `${APP_BASE_PATH}${IN_APP_CALLBACK_ROUTES[kind].slice(1)}`;

/**
 * The query the receiver hands the callback route: the provider's answer, normalised. An error answer (the
 * user declined) has `error` and no code. Every value is dropped when malformed, never an error page.
 */
const searchText = z.catch(z.optional(z.string().check(z.maxLength(2048))), undefined);
export const CallbackSearch = z.object({
  code: searchText,
  state: searchText,
  iss: searchText,
  error: searchText,
  error_description: searchText,
});
export type CallbackSearch = z.infer<typeof CallbackSearch>;
