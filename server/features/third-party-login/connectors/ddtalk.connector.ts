import * as z from 'zod/mini';
import {
  type Connector,
  ConnectorError,
  type ConnectorFailure,
  type ExternalIdentity,
  type SourceCredentials,
} from '../connector';
import { DEMO_DINGTALK_CORP_ID } from '../../../idp/demo-identities';
import { baseUrl, below, callProvider, parseJson, parseWith } from './provider-call';

/**
 * DingTalk's new-version login (OAuth 2.0, API v1.0): the browser goes to `{auth}/oauth2/auth`, or the login
 * card frames it as DTFrameLogin (ddlogin.js 0.21.0) does (`iframe=true`: the frame posts `{success,
 * redirectUrl, authCode, state}` to the page, which goes to `redirectUrl`, the receiver with the code); the
 * code (`authCode`) buys a user token at `POST {api}/v1.0/oauth2/userAccessToken`, and
 * `GET {api}/v1.0/contact/users/me` says who it is. The subject is the `unionId`, the same in every app of the
 * organisation. DingTalk takes no PKCE and no nonce. A source for one organisation (`corpId`, an enterprise's
 * internal app) asks for the `corpid` scope with that organisation preselected, and admits only people who
 * chose it: the token's answer names the organisation chosen.
 */
export const DingTalkSettings = z.object({
  authBaseUrl: baseUrl('https://login.dingtalk.com'),
  apiBaseUrl: baseUrl('https://api.dingtalk.com'),
  corpId: z.optional(z.string().check(z.regex(/^ding[0-9a-z]{1,60}$/))),
});
export type DingTalkSettings = z.infer<typeof DingTalkSettings>;

/** The demo tenant's source: the simulator in the demo identity process (`npm run idp`). */
export const demoDdtalkSettings = (idpOrigin: string): DingTalkSettings => ({
  authBaseUrl: `${idpOrigin}/dingtalk`,
  apiBaseUrl: `${idpOrigin}/dingtalk`,
  corpId: DEMO_DINGTALK_CORP_ID,
});

/** POST /v1.0/oauth2/userAccessToken, 200. */
const UserToken = z.object({
  accessToken: z.string().check(z.minLength(1)),
  expireIn: z.number(),
  corpId: z.optional(z.string()),
});
/** GET /v1.0/contact/users/me, 200. */
const Me = z.object({
  nick: z.string(),
  unionId: z.string().check(z.minLength(1)),
  openId: z.optional(z.string()),
  mobile: z.optional(z.string()),
  email: z.optional(z.string()),
});
/** Any v1.0 failure: an HTTP status and `{code, message, requestid}`. */
const Failure = z.object({ code: z.string(), message: z.optional(z.string()) });

const failureOf = (status: number, code: string): ConnectorFailure => {
  if (code.startsWith('invalidParameter.authCode')) return 'codeRejected';
  if (code === 'invalidClientIdOrSecret') return 'providerMisconfigured';
  // The v1.0 gateway's throttling answers 403 Forbidden.AccessDenied.QpsLimitFor…; 429 for anything else's.
  if (status === 429 || code.includes('QpsLimit') || code.startsWith('Throttling')) return 'providerBusy';
  return 'providerUnavailable';
};

async function call<S extends z.ZodMiniType>(
  what: string,
  schema: S,
  url: URL,
  init: RequestInit,
  signal: AbortSignal,
): Promise<z.output<S>> {
  const { status, text } = await callProvider(what, url, init, signal);
  const json = parseJson(what, text);
  if (status === 200) return parseWith(what, schema, json);
  const failure = Failure.safeParse(json);
  if (!failure.success) throw new ConnectorError('providerUnavailable', `${what}: HTTP ${status}`);
  throw new ConnectorError(failureOf(status, failure.data.code), `${what}: ${status} ${failure.data.code}`);
}

export const ddtalkConnector: Connector<DingTalkSettings> = {
  kind: 'ddtalk',
  settings: DingTalkSettings,
  usesPkce: false,
  usesNonce: false,
  frameOrigin: (settings) => new URL(settings.authBaseUrl).origin,
  async authorizeUrl({ clientId, settings }, { state, redirectUri, embedded }) {
    const url = below(settings.authBaseUrl, 'oauth2/auth');
    url.search = new URLSearchParams({
      // DTFrameLogin's frame: the page posts the result to its parent, which goes to its redirectUrl.
      ...(embedded ? { iframe: 'true' } : {}),
      redirect_uri: redirectUri,
      response_type: 'code',
      client_id: clientId,
      scope: settings.corpId ? 'openid corpid' : 'openid',
      ...(settings.corpId ? { corpId: settings.corpId } : {}),
      state,
      prompt: 'consent',
    }).toString();
    return url.href;
  },
  async exchange(source: SourceCredentials<DingTalkSettings>, { code }, signal): Promise<ExternalIdentity> {
    const { apiBaseUrl } = source.settings;
    const token = await call(
      'userAccessToken',
      UserToken,
      below(apiBaseUrl, 'v1.0/oauth2/userAccessToken'),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: source.clientId,
          clientSecret: source.clientSecret,
          code,
          grantType: 'authorization_code',
        }),
      },
      signal,
    );
    if (source.settings.corpId && token.corpId !== source.settings.corpId)
      throw new ConnectorError('otherOrganisation', `corp ${token.corpId ?? 'none'}`);
    const me = await call(
      'users/me',
      Me,
      below(apiBaseUrl, 'v1.0/contact/users/me'),
      {
        headers: { 'x-acs-dingtalk-access-token': token.accessToken },
      },
      signal,
    );
    return {
      issuer: source.clientId,
      subject: me.unionId,
      displayName: me.nick,
      preferredUsername: null,
      email: me.email || null,
      phone: me.mobile || null,
      // The mobile is the number the DingTalk account signs in with (confirmed by SMS when it was made); the
      // mail is whatever the user typed into their profile.
      emailVerified: false,
      phoneVerified: Boolean(me.mobile),
    };
  },
};
