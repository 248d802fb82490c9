import type { Hono } from 'hono';
import {
  type DemoPerson,
  DEMO_CLIENTS,
  DEMO_PEOPLE,
  DEMO_WECOM_AGENT_ID,
  demoSubject,
} from '../demo-identities';
import type { PrefixHandler } from '../prefix-handler';
import { QR_SCREEN, mountAuthorizeFlow } from './authorize-flow';
import { type GrantStore, createGrantStore } from './grant-store';
import { weComInAppFlow } from './in-app-flows';
import { isRegisteredRedirect } from './registered-redirect';
import type { SimControls } from './sim-controls';
import { type SimulatorOptions, simulatorApp, traceId } from './simulator-app';

/**
 * WeCom (企业微信) web login, the new `wwlogin` page, below `/wecom`: the login host's `GET /wwlogin/sso/login`
 * (login.work.weixin.qq.com), inside the WeCom app `GET /connect/oauth2/authorize` (open.weixin.qq.com), and
 * the API host's `GET /cgi-bin/gettoken`, `GET /cgi-bin/auth/getuserinfo` and `GET /cgi-bin/user/get`
 * (qyapi.weixin.qq.com). Every answer is HTTP 200 with `errcode` and `errmsg` (0, "ok" on success), errmsg
 * carrying a hint and the error's help link as WeCom's do.
 */
const CLIENT = DEMO_CLIENTS.wechatenterprise;
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 7200;

const wwError = (errcode: number, errmsg: string) => ({
  errcode,
  errmsg: `${errmsg}, hint: [${traceId()}], more info at https://open.work.weixin.qq.com/devtool/query?e=${errcode}`,
});
const FREQ = () => wwError(45009, 'api freq out of limit');
// The corp's member id: what the login links (demoSubject), as an administrator would have set it.
const userIdOf = (person: DemoPerson): string => demoSubject('wechatenterprise', person.key);

export function createWeComSimulator(options: SimulatorOptions): PrefixHandler {
  const prefix = '/wecom';
  const { app, controls, handler } = simulatorApp(prefix);
  const codes = createGrantStore<DemoPerson>(controls.clock, CODE_TTL_MS);
  mountAuthorizeFlow(
    app,
    {
      provider: { zh: '企业微信', en: 'WeCom' },
      path: '/wwlogin/sso/login',
      screen: QR_SCREEN,
      check: (query) => {
        if (
          query.login_type !== 'CorpApp' ||
          query.appid !== CLIENT.clientId ||
          query.agentid !== DEMO_WECOM_AGENT_ID
        )
          return {
            code: '40013',
            zh: '该链接无法访问',
            en: 'This link cannot be opened (corp or agent unknown)',
          };
        const redirectUri = query.redirect_uri ?? '';
        if (!isRegisteredRedirect(redirectUri, 'wechatenterprise', options.clientOrigins))
          return { code: 'redirect_uri', zh: '该链接无法访问', en: 'redirect_uri is not a trusted domain' };
        return { redirectUri };
      },
      approve: (query, person) => ({
        code: codes.issue(person),
        state: query.state ?? '',
        appid: CLIENT.clientId,
      }),
      // WeCom's documented refusal: the redirect carries the state and no code.
      decline: (query) => ({ state: query.state ?? '', appid: CLIENT.clientId }),
      // The web login component's panel with redirect_type=top: the frame sends the top window back.
      frame: (query) => (query.redirect_type === 'top' ? 'top' : 'page'),
    },
    options,
    prefix,
  );
  const inApp = weComInAppFlow(options.clientOrigins, (person) => codes.issue(person));
  mountAuthorizeFlow(app, inApp, options, prefix);
  mountWeComApi(app, controls, codes);
  return handler;
}

function mountWeComApi(app: Hono, controls: SimControls, codes: GrantStore<DemoPerson>) {
  // A corp's token stands for the corp: the value is only what lets it expire.
  const tokens = createGrantStore<true>(controls.clock, TOKEN_TTL_S * 1000);
  const tokenError = (token: string) => {
    const found = tokens.peek(token);
    if (found.ok) return null;
    return found.why === 'expired'
      ? wwError(42001, 'access_token expired')
      : wwError(40014, 'invalid access_token');
  };
  app.get('/cgi-bin/gettoken', (c) => {
    controls.count('gettoken');
    if (controls.takeRateLimit()) return c.json(FREQ());
    const { corpid, corpsecret } = c.req.query();
    if (corpid !== CLIENT.clientId) return c.json(wwError(40013, 'invalid corpid'));
    if (corpsecret !== CLIENT.clientSecret) return c.json(wwError(40001, 'invalid credential'));
    return c.json({ errcode: 0, errmsg: 'ok', access_token: tokens.issue(true), expires_in: TOKEN_TTL_S });
  });
  app.get('/cgi-bin/auth/getuserinfo', (c) => {
    if (controls.takeRateLimit()) return c.json(FREQ());
    const { access_token, code } = c.req.query();
    const refused = tokenError(access_token ?? '');
    if (refused) return c.json(refused);
    // WeCom answers 40029 for an unknown, expired or used code alike.
    const spent = codes.spend(code ?? '');
    if (!spent.ok) return c.json(wwError(40029, 'invalid code'));
    return c.json({ errcode: 0, errmsg: 'ok', userid: userIdOf(spent.value) });
  });
  app.get('/cgi-bin/user/get', (c) => {
    if (controls.takeRateLimit()) return c.json(FREQ());
    const { access_token, userid } = c.req.query();
    const refused = tokenError(access_token ?? '');
    if (refused) return c.json(refused);
    const person = DEMO_PEOPLE.find((candidate) => userIdOf(candidate) === userid);
    if (!person) return c.json(wwError(60111, 'userid not found'));
    return c.json({
      errcode: 0,
      errmsg: 'ok',
      userid: userIdOf(person),
      name: person.name,
      department: [1],
      position: '',
      mobile: person.phone,
      gender: '0',
      email: person.email,
      avatar: '',
      status: 1,
    });
  });
}
