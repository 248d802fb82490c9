import * as z from 'zod/mini';
import { DEMO_WECOM_AGENT_ID } from '../../../idp/demo-identities';
import { sha256Hex } from '../../../crypto/opaque-token';
import {
  type AppTokens,
  type Connector,
  ConnectorError,
  type ConnectorFailure,
  type ExternalIdentity,
  type SourceCredentials,
} from '../connector';
import { baseUrl, below, callProvider, parseErrcodeAnswer, parseJson } from './provider-call';
import { inAppAuthorizeUrl } from './wechat-in-app';

/**
 * WeCom web login, the `wwlogin` page: the browser goes to `{auth}/wwlogin/sso/login` with the corp id
 * (the source's client id) and the app's agent id, or the login card frames it as the web login component
 * does (`redirect_type=top`, `panel_size=small`); inside the WeCom app, where nobody can scan that page, to
 * its web authorisation login at `{inAppAuth}/connect/oauth2/authorize` with `snsapi_base` (the app knows its
 * member: the user id is all the login needs, `user/get` reads the rest). The corp's token from
 * `GET {api}/cgi-bin/gettoken` turns either code into the member's `userid`
 * (`GET {api}/cgi-bin/auth/getuserinfo`), and `GET {api}/cgi-bin/user/get` reads the member. The subject is
 * the `userid`. WeCom takes no PKCE and no nonce. The corp's token lives two hours and WeCom asks that it be
 * kept, not fetched per call (gettoken is rate limited): it is kept in `appTokens`, and fetched anew once when
 * WeCom says it is no longer valid (40014, 42001).
 */
export const WeComSettings = z.object({
  authBaseUrl: baseUrl('https://login.work.weixin.qq.com'),
  inAppAuthBaseUrl: baseUrl('https://open.weixin.qq.com'),
  apiBaseUrl: baseUrl('https://qyapi.weixin.qq.com'),
  agentId: z.string().check(z.regex(/^\d{1,20}$/)),
});
export type WeComSettings = z.infer<typeof WeComSettings>;

/** The demo tenant's source: the simulator in the demo identity process (`npm run idp`), the demo agent. */
export const demoWechatenterpriseSettings = (idpOrigin: string): WeComSettings => ({
  authBaseUrl: `${idpOrigin}/wecom`,
  inAppAuthBaseUrl: `${idpOrigin}/wecom`,
  apiBaseUrl: `${idpOrigin}/wecom`,
  agentId: DEMO_WECOM_AGENT_ID,
});

/** GET /cgi-bin/gettoken. */
const CorpToken = z.object({ access_token: z.string().check(z.minLength(1)), expires_in: z.number() });
/** GET /cgi-bin/auth/getuserinfo: a member has a `userid` (a non-member an `openid`, who cannot sign in). */
const Member = z.object({ userid: z.string().check(z.minLength(1)) });
/** GET /cgi-bin/user/get. */
const User = z.object({
  userid: z.string(),
  name: z.string(),
  mobile: z.optional(z.string()),
  email: z.optional(z.string()),
});

// WeCom's global error codes the login can meet.
const failureOf = (errcode: number): ConnectorFailure => {
  if (errcode === 40029) return 'codeRejected';
  // 40001 invalid secret, 40013 invalid corpid, 40056 invalid agentid, 48002 API forbidden to the app.
  if ([40001, 40013, 40056, 48002].includes(errcode)) return 'providerMisconfigured';
  // 45009 frequency limit, 45033 concurrency limit, -1 system busy.
  if ([45009, 45033, -1].includes(errcode)) return 'providerBusy';
  return 'providerUnavailable';
};

// 40014 invalid access_token, 42001 access_token expired: the kept corp token is no longer good.
const STALE_TOKEN = new Set([40014, 42001]);
const Errcode = z.object({ errcode: z.number() });
class StaleCorpToken extends Error {}

/**
 * A GET of WeCom's API below `api`, its answer parsed by `schema` or its errcode mapped; a call refused for its
 * corp token throws StaleCorpToken, for the caller to fetch a new one.
 */
const getter =
  (api: string, signal: AbortSignal) =>
  async <S extends z.ZodMiniType>(
    path: string,
    schema: S,
    query: Record<string, string>,
  ): Promise<z.output<S>> => {
    const url = below(api, path);
    url.search = new URLSearchParams(query).toString();
    const { text } = await callProvider(path, url, {}, signal);
    const errcode = Errcode.safeParse(parseJson(path, text));
    if (errcode.success && STALE_TOKEN.has(errcode.data.errcode)) throw new StaleCorpToken(path);
    return parseErrcodeAnswer(path, schema, text, failureOf);
  };

/**
 * `call` with the corp's kept token, and once more with a new one if WeCom no longer takes it. The key names the
 * corp, the app's secret (a new secret gets a new token) and the API host.
 */
function withCorpToken(
  source: SourceCredentials<WeComSettings>,
  appTokens: AppTokens,
  get: ReturnType<typeof getter>,
) {
  const key = `wechatenterprise|${source.settings.apiBaseUrl}|${source.clientId}|${sha256Hex(source.clientSecret)}`;
  const fetchToken = async () => {
    const corp = await get('cgi-bin/gettoken', CorpToken, {
      corpid: source.clientId,
      corpsecret: source.clientSecret,
    });
    return { token: corp.access_token, expiresInSeconds: corp.expires_in };
  };
  return async <T>(call: (token: string) => Promise<T>): Promise<T> => {
    const token = await appTokens.get(key, fetchToken);
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof StaleCorpToken)) throw error;
      await appTokens.forget(key, token);
    }
    try {
      return await call(await appTokens.get(key, fetchToken));
    } catch (error) {
      // A token just issued and refused already: WeCom is not answering as documented.
      if (error instanceof StaleCorpToken) throw new ConnectorError('providerUnavailable', error.message);
      throw error;
    }
  };
}

export const wechatenterpriseConnector: Connector<WeComSettings> = {
  kind: 'wechatenterprise',
  settings: WeComSettings,
  usesPkce: false,
  usesNonce: false,
  frameOrigin: (settings) => new URL(settings.authBaseUrl).origin,
  async authorizeUrl({ clientId, settings }, { state, redirectUri, inApp, embedded }) {
    // The agent id names the app whose trusted domain the redirect_uri must be in.
    if (inApp)
      return inAppAuthorizeUrl(settings.inAppAuthBaseUrl, {
        appid: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
        agentid: settings.agentId,
      });
    const url = below(settings.authBaseUrl, 'wwlogin/sso/login');
    url.search = new URLSearchParams({
      login_type: 'CorpApp',
      appid: clientId,
      agentid: settings.agentId,
      redirect_uri: redirectUri,
      state,
      // The web login component's panel (@wecom/jssdk createWWLoginPanel): small, the top window sent back.
      ...(embedded ? { redirect_type: 'top', panel_size: 'small' } : {}),
    }).toString();
    return url.href;
  },
  async exchange(source, { code }, signal, appTokens): Promise<ExternalIdentity> {
    const get = getter(source.settings.apiBaseUrl, signal);
    const withToken = withCorpToken(source, appTokens, get);
    // WeCom checks the token before the code, so a refused token leaves the code unspent for the second try.
    const member = await withToken((token) =>
      get('cgi-bin/auth/getuserinfo', Member, { access_token: token, code }),
    );
    const user = await withToken((token) =>
      get('cgi-bin/user/get', User, { access_token: token, userid: member.userid }),
    );
    return {
      issuer: source.clientId,
      subject: member.userid,
      displayName: user.name,
      preferredUsername: member.userid,
      email: user.email || null,
      phone: user.mobile || null,
      // Both are what the corp's administrator typed into its address book; WeCom vouches for neither.
      emailVerified: false,
      phoneVerified: false,
    };
  },
};
