import {
  DEMO_APP_NAME,
  DEMO_CLIENTS,
  DEMO_WECHAT_OFFICIAL_ACCOUNT,
  DEMO_WECOM_AGENT_ID,
  type DemoPerson,
} from '../demo-identities';
import type { AuthorizeFlow } from './authorize-flow';
import type { AuthorizeScreen } from './authorize-page';
import { isRegisteredRedirect } from './registered-redirect';

/**
 * The authorisation inside the WeChat and WeCom apps, `GET /connect/oauth2/authorize` of open.weixin.qq.com
 * below each simulator's prefix: WeChat's official-account web authorisation (网页授权, `snsapi_userinfo`, a
 * consent screen) and WeCom's 网页授权登录 (`snsapi_base` and the app's `agentid`). The real WeCom one asks
 * nothing, the app knows its member; the demo asks who that is. Both send back `code` and `state` alone, and
 * the state alone when the person declines. Their codes are the web login's: the same API spends them.
 */
const IN_APP_PATH = '/connect/oauth2/authorize';
const IN_APP_SCREEN: AuthorizeScreen = { kind: 'inApp', appName: DEMO_APP_NAME };

const approveWith =
  (issue: (person: DemoPerson) => string) => (query: Record<string, string>, person: DemoPerson) => ({
    code: issue(person),
    state: query.state ?? '',
  });
const declineWithState = (query: Record<string, string>) => ({ state: query.state ?? '' });

export function weChatInAppFlow(
  clientOrigins: readonly string[],
  issue: (person: DemoPerson) => string,
): AuthorizeFlow {
  return {
    provider: { zh: '微信', en: 'WeChat' },
    path: IN_APP_PATH,
    screen: IN_APP_SCREEN,
    check: (query) => {
      // The official account's authorisation: the website app has none.
      if (query.appid !== DEMO_WECHAT_OFFICIAL_ACCOUNT.clientId)
        return { code: '40013', zh: '参数错误', en: 'Invalid appid' };
      const redirectUri = query.redirect_uri ?? '';
      if (!isRegisteredRedirect(redirectUri, 'wechat', clientOrigins))
        return { code: '10003', zh: 'redirect_uri 域名与后台配置不一致', en: 'redirect_uri domain mismatch' };
      // The simulator takes the consenting scope the login asks for; snsapi_base (silent) is not simulated.
      if (query.response_type !== 'code' || query.scope !== 'snsapi_userinfo')
        return { code: '10005', zh: 'Scope 参数错误或没有 Scope 权限', en: 'Invalid scope' };
      return { redirectUri };
    },
    approve: approveWith(issue),
    decline: declineWithState,
  };
}

export function weComInAppFlow(
  clientOrigins: readonly string[],
  issue: (person: DemoPerson) => string,
): AuthorizeFlow {
  return {
    provider: { zh: '企业微信', en: 'WeCom' },
    path: IN_APP_PATH,
    screen: IN_APP_SCREEN,
    check: (query) => {
      if (query.appid !== DEMO_CLIENTS.wechatenterprise.clientId || query.agentid !== DEMO_WECOM_AGENT_ID)
        return {
          code: '40013',
          zh: '该链接无法访问',
          en: 'This link cannot be opened (corp or agent unknown)',
        };
      const redirectUri = query.redirect_uri ?? '';
      if (!isRegisteredRedirect(redirectUri, 'wechatenterprise', clientOrigins))
        return {
          code: '50001',
          zh: 'redirect_uri 需使用应用可信域名',
          en: 'redirect_uri is not a trusted domain',
        };
      if (query.response_type !== 'code' || query.scope !== 'snsapi_base')
        return { code: 'scope', zh: '应用授权作用域错误', en: 'Invalid scope' };
      return { redirectUri };
    },
    approve: approveWith(issue),
    decline: declineWithState,
  };
}
