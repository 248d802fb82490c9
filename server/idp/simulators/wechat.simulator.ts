import type { Hono } from 'hono';
import { type DemoPerson, DEMO_CLIENTS, DEMO_WECHAT_OFFICIAL_ACCOUNT, demoSubject } from '../demo-identities';
import type { PrefixHandler } from '../prefix-handler';
import { QR_SCREEN, mountAuthorizeFlow } from './authorize-flow';
import { type GrantStore, createGrantStore } from './grant-store';
import { weChatInAppFlow } from './in-app-flows';
import { isRegisteredRedirect } from './registered-redirect';
import type { SimControls } from './sim-controls';
import { type SimulatorOptions, simulatorApp, traceId } from './simulator-app';

/**
 * WeChat Open Platform website login (网站应用微信登录), below `/wechat`: the authorisation host's
 * `GET /connect/qrconnect` and, inside WeChat, `GET /connect/oauth2/authorize` (open.weixin.qq.com), and the
 * API host's `GET /sns/oauth2/access_token` and `GET /sns/userinfo` (api.weixin.qq.com). Every answer is
 * HTTP 200; errors are `{errcode, errmsg}` with WeChat's global return codes, errmsg ending in a `rid` as
 * WeChat's do. The website app logs in by QR, the official account (公众号) inside WeChat: two apps, each with
 * its own codes and openids, bound to one open platform account, so a person's unionid is the same in both.
 */
const CLIENT = DEMO_CLIENTS.wechat;
const APPS = [CLIENT, DEMO_WECHAT_OFFICIAL_ACCOUNT];
// WeChat documents 10 minutes for a code; every simulator keeps codes 5. A token lives 7200 seconds.
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 7200;

const wxError = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg}, rid: ${traceId()}` });
/** A code remembers the app it was issued to and the scope: the token's answer names it. */
type WeChatGrant = { person: DemoPerson; appid: string; scope: 'snsapi_login' | 'snsapi_userinfo' };

const QUOTA = () => wxError(45011, 'api minute-quota reach limit  mustslower  retry next minute');

export function createWeChatSimulator(options: SimulatorOptions): PrefixHandler {
  const prefix = '/wechat';
  const { app, controls, handler } = simulatorApp(prefix);
  const codes = createGrantStore<WeChatGrant>(controls.clock, CODE_TTL_MS);
  mountAuthorizeFlow(
    app,
    {
      provider: { zh: '微信', en: 'WeChat' },
      path: '/connect/qrconnect',
      screen: QR_SCREEN,
      check: (query) => {
        if (query.appid !== CLIENT.clientId) return { code: '40013', zh: '参数错误', en: 'Invalid appid' };
        const redirectUri = query.redirect_uri ?? '';
        if (!isRegisteredRedirect(redirectUri, 'wechat', options.clientOrigins))
          return { code: 'redirect_uri', zh: 'redirect_uri 参数错误', en: 'redirect_uri mismatch' };
        // wxLogin.js's frame (login_type=jssdk) sends no response_type.
        const jssdk = query.login_type === 'jssdk';
        if ((!jssdk && query.response_type !== 'code') || query.scope !== 'snsapi_login')
          return { code: 'scope', zh: 'Scope 参数错误或没有 Scope 权限', en: 'Invalid scope' };
        return { redirectUri };
      },
      approve: (query, person) => ({
        code: codes.issue({ person, appid: CLIENT.clientId, scope: 'snsapi_login' }),
        state: query.state ?? '',
      }),
      // WeChat's documented refusal: the redirect carries the state and no code.
      decline: (query) => ({ state: query.state ?? '' }),
      // wxLogin.js with self_redirect=false: the frame sends the top window back.
      frame: (query) => (query.login_type === 'jssdk' ? 'top' : 'page'),
    },
    options,
    prefix,
  );
  const inApp = weChatInAppFlow(options.clientOrigins, (person) =>
    codes.issue({ person, appid: DEMO_WECHAT_OFFICIAL_ACCOUNT.clientId, scope: 'snsapi_userinfo' }),
  );
  mountAuthorizeFlow(app, inApp, options, prefix);
  mountWeChatApi(app, controls, codes);
  return handler;
}

function mountWeChatApi(app: Hono, controls: SimControls, codes: GrantStore<WeChatGrant>) {
  const tokens = createGrantStore<{ person: DemoPerson; appid: string }>(controls.clock, TOKEN_TTL_S * 1000);
  app.get('/sns/oauth2/access_token', (c) => {
    if (controls.takeRateLimit()) return c.json(QUOTA());
    const { appid, secret, code, grant_type } = c.req.query();
    const app = APPS.find((candidate) => candidate.clientId === appid);
    if (!app) return c.json(wxError(40013, 'invalid appid'));
    if (secret !== app.clientSecret) return c.json(wxError(40125, 'invalid appsecret'));
    if (grant_type !== 'authorization_code') return c.json(wxError(40002, 'invalid grant_type'));
    if (!code) return c.json(wxError(41008, 'missing code'));
    const spent = codes.spend(code);
    if (!spent.ok)
      return c.json(spent.why === 'used' ? wxError(40163, 'code been used') : wxError(40029, 'invalid code'));
    // A code is its app's: another app's credentials do not buy it.
    if (spent.value.appid !== app.clientId) return c.json(wxError(40029, 'invalid code'));
    const { person, scope } = spent.value;
    return c.json({
      access_token: tokens.issue({ person, appid: app.clientId }),
      expires_in: TOKEN_TTL_S,
      // Refreshing is not simulated: the login needs one user token, once.
      refresh_token: traceId(),
      openid: openIdOf(person, app.clientId),
      scope,
      unionid: demoSubject('wechat', person.key),
    });
  });
  app.get('/sns/userinfo', (c) => {
    if (controls.takeRateLimit()) return c.json(QUOTA());
    const { access_token, openid } = c.req.query();
    const token = tokens.peek(access_token ?? '');
    if (!token.ok)
      return c.json(
        token.why === 'expired'
          ? wxError(42001, 'access_token expired')
          : wxError(40001, 'invalid credential, access_token is invalid or not latest'),
      );
    const { person, appid } = token.value;
    if (openid !== openIdOf(person, appid)) return c.json(wxError(40003, 'invalid openid'));
    return c.json({
      openid: openIdOf(person, appid),
      nickname: person.name,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: '',
      privilege: [],
      unionid: demoSubject('wechat', person.key),
    });
  });
}

// An openid is per application, a unionid per open platform account: the login links the unionid.
const openIdOf = (person: DemoPerson, appid: string): string =>
  `o${demoSubject('wechat', `openid:${appid}:${person.key}`).slice(0, 27)}`;
