import * as z from 'zod/mini';
import {
  type AppClient,
  type Connector,
  ConnectorError,
  type ConnectorFailure,
  type ExternalIdentity,
  type SourceCredentials,
} from '../connector';
import { baseUrl, below, callProvider, parseErrcodeAnswer } from './provider-call';
import { inAppAuthorizeUrl } from './wechat-in-app';

/**
 * WeChat Open Platform website login: the browser goes to `{auth}/connect/qrconnect`, or the login card frames
 * it as wxLogin.js does (`login_type=jssdk`, `self_redirect=false`: WeChat sends the top window back); inside WeChat, where
 * nobody can scan that QR page, to the official account's web authorisation at
 * `{inAppAuth}/connect/oauth2/authorize` with `snsapi_userinfo` (asks the user, lets us read the profile).
 * That one is an official account's (公众号), an app of its own with its own AppID and AppSecret (the source's
 * `inAppClient`). Each code buys a token, with its own app's credentials, at `GET {api}/sns/oauth2/access_token`,
 * and `GET {api}/sns/userinfo` says who it is. The subject is the `unionid`, the same in every app of the open
 * platform account (so one link serves both apps); the `openid`, which is per app, where the app is bound to
 * no open platform account. WeChat takes no PKCE and no nonce, and gives no email or phone.
 */
export const WeChatSettings = z.object({
  authBaseUrl: baseUrl('https://open.weixin.qq.com'),
  inAppAuthBaseUrl: baseUrl('https://open.weixin.qq.com'),
  apiBaseUrl: baseUrl('https://api.weixin.qq.com'),
});
export type WeChatSettings = z.infer<typeof WeChatSettings>;

/** The demo tenant's source: the simulator in the demo identity process (`npm run idp`). */
export const demoWechatSettings = (idpOrigin: string): WeChatSettings => ({
  authBaseUrl: `${idpOrigin}/wechat`,
  inAppAuthBaseUrl: `${idpOrigin}/wechat`,
  apiBaseUrl: `${idpOrigin}/wechat`,
});

/** GET /sns/oauth2/access_token. */
const Token = z.object({
  access_token: z.string().check(z.minLength(1)),
  openid: z.string().check(z.minLength(1)),
  unionid: z.optional(z.string()),
});
/** GET /sns/userinfo. */
const UserInfo = z.object({
  openid: z.string(),
  nickname: z.string(),
  unionid: z.optional(z.string()),
});

// WeChat's global return codes the login can meet.
const failureOf = (errcode: number): ConnectorFailure => {
  // 40029 invalid code, 40163 code been used, 41008 missing code.
  if ([40029, 40163, 41008].includes(errcode)) return 'codeRejected';
  // 40125 invalid appsecret, 40013 invalid appid, 40001 a wrong secret on older apps.
  if ([40125, 40013, 40001].includes(errcode)) return 'providerMisconfigured';
  // 45011 minute quota, 45009 daily quota, -1 system busy.
  if ([45011, 45009, -1].includes(errcode)) return 'providerBusy';
  return 'providerUnavailable';
};

/** The app a code is issued to: the official account inside WeChat (it must be configured), else the website app. */
function appOf(source: SourceCredentials<WeChatSettings>, inApp: boolean): AppClient {
  if (!inApp) return source;
  if (!source.inAppClient)
    throw new ConnectorError('providerMisconfigured', 'no official account for the in-app authorisation');
  return source.inAppClient;
}

export const wechatConnector: Connector<WeChatSettings> = {
  kind: 'wechat',
  settings: WeChatSettings,
  usesPkce: false,
  usesNonce: false,
  frameOrigin: (settings) => new URL(settings.authBaseUrl).origin,
  async authorizeUrl(source, { state, redirectUri, inApp, embedded }) {
    const { clientId, settings } = source;
    if (inApp)
      return inAppAuthorizeUrl(settings.inAppAuthBaseUrl, {
        appid: appOf(source, true).clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_userinfo',
        state,
      });
    const url = below(settings.authBaseUrl, 'connect/qrconnect');
    // wxLogin.js's frame: its own query (no response_type), and the top window sent back (self_redirect=false).
    if (embedded) {
      url.search = new URLSearchParams({
        appid: clientId,
        scope: 'snsapi_login',
        redirect_uri: redirectUri,
        state,
        login_type: 'jssdk',
        self_redirect: 'false',
        styletype: '',
        sizetype: '',
        bgcolor: '',
        rst: '',
      }).toString();
      return url.href;
    }
    url.search = new URLSearchParams({
      appid: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    }).toString();
    // The documented URL ends so; WeChat's page reads it.
    url.hash = 'wechat_redirect';
    return url.href;
  },
  async exchange(source, { code, inApp }, signal): Promise<ExternalIdentity> {
    const app = appOf(source, inApp);
    const tokenUrl = below(source.settings.apiBaseUrl, 'sns/oauth2/access_token');
    tokenUrl.search = new URLSearchParams({
      appid: app.clientId,
      secret: app.clientSecret,
      code,
      grant_type: 'authorization_code',
    }).toString();
    const token = parseErrcodeAnswer(
      'access_token',
      Token,
      (await callProvider('access_token', tokenUrl, {}, signal)).text,
      failureOf,
    );
    const infoUrl = below(source.settings.apiBaseUrl, 'sns/userinfo');
    infoUrl.search = new URLSearchParams({
      access_token: token.access_token,
      openid: token.openid,
    }).toString();
    // A failure here is not the code's nor the secret's: the token was just issued.
    const info = parseErrcodeAnswer(
      'userinfo',
      UserInfo,
      (await callProvider('userinfo', infoUrl, {}, signal)).text,
      (errcode) => (failureOf(errcode) === 'providerBusy' ? 'providerBusy' : 'providerUnavailable'),
    );
    const unionid = info.unionid || token.unionid;
    return {
      // A unionid holds across the account's apps: under the source's (website) app, as links made by either.
      issuer: unionid ? source.clientId : app.clientId,
      subject: unionid || info.openid,
      displayName: info.nickname,
      preferredUsername: null,
      email: null,
      phone: null,
      emailVerified: false,
      phoneVerified: false,
    };
  },
};
