import type { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  type DemoPerson,
  DEMO_CLIENTS,
  DEMO_DINGTALK_CORP_ID,
  demoSubject,
  dingTalkBridgeReturnUrl,
} from '../demo-identities';
import type { PrefixHandler } from '../prefix-handler';
import { QR_SCREEN, mountAuthorizeFlow } from './authorize-flow';
import { type GrantStore, createGrantStore } from './grant-store';
import { isRegisteredRedirect } from './registered-redirect';
import { type SimulatorOptions, simulatorApp, traceId } from './simulator-app';
import type { SimControls } from './sim-controls';

/**
 * DingTalk's new-version login (统一登录, OAuth 2.0, API v1.0), below `/dingtalk`: the authorisation host's
 * `GET /oauth2/auth` (login.dingtalk.com) and the API host's `POST /v1.0/oauth2/userAccessToken` and
 * `GET /v1.0/contact/users/me` (api.dingtalk.com). Errors as the v1.0 gateway answers them: an HTTP status and
 * `{code, message, requestid}`.
 */
const CLIENT = DEMO_CLIENTS.ddtalk;
const CODE_TTL_MS = 5 * 60_000;
// userAccessToken's documented lifetime: 7200 seconds.
const TOKEN_TTL_S = 7200;

const TokenRequest = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
  code: z.string(),
  grantType: z.literal('authorization_code'),
});

export function createDingTalkSimulator(options: SimulatorOptions): PrefixHandler {
  const prefix = '/dingtalk';
  const { app, controls, handler } = simulatorApp(prefix);
  const codes = createGrantStore<DingTalkGrant>(controls.clock, CODE_TTL_MS);
  mountAuthorizeFlow(
    app,
    {
      provider: { zh: '钉钉', en: 'DingTalk' },
      path: '/oauth2/auth',
      screen: QR_SCREEN,
      check: (query) => {
        if (query.client_id !== CLIENT.clientId)
          return { code: 'invalid_client', zh: '应用不存在', en: 'Unknown client_id' };
        const redirectUri = query.redirect_uri ?? '';
        // The demo OpenID provider's DingTalk bridge signs its people in with the same DingTalk app.
        const registered =
          isRegisteredRedirect(redirectUri, 'ddtalk', options.clientOrigins) ||
          redirectUri === dingTalkBridgeReturnUrl(options.origin);
        if (!registered)
          return { code: 'invalid_redirect_uri', zh: '回调地址不合法', en: 'redirect_uri is not registered' };
        if (query.response_type !== 'code' || !(query.scope ?? '').split(' ').includes('openid'))
          return {
            code: 'invalid_request',
            zh: '参数错误',
            en: 'response_type=code and scope=openid are required',
          };
        return { redirectUri };
      },
      // With `corpid` in the scope the person picks an organisation of theirs: every demo person has one.
      approve: (query, person) => ({
        authCode: codes.issue({
          person,
          corpId: (query.scope ?? '').split(' ').includes('corpid') ? DEMO_DINGTALK_CORP_ID : null,
        }),
        state: query.state ?? '',
      }),
      // DingTalk documents no refusal redirect; the simulator answers as OAuth 2.0 does (RFC 6749 4.1.2.1).
      decline: (query) => ({ error: 'access_denied', state: query.state ?? '' }),
      // DTFrameLogin's frame answers its parent by message.
      frame: (query) => (query.iframe === 'true' ? 'message' : 'page'),
    },
    options,
    prefix,
  );
  mountDingTalkApi(app, controls, codes);
  return handler;
}

const fail = (status: 400 | 401 | 403, code: string, message: string) =>
  Response.json({ code, message, requestid: traceId() }, { status });
const QPS_LIMIT = () =>
  fail(403, 'Forbidden.AccessDenied.QpsLimitForAppkeyAndApi', '调用频率超过限制 / qps limit exceeded');

/** What a code stands for: the person, and the organisation they chose when the scope asked for one. */
type DingTalkGrant = { person: DemoPerson; corpId: string | null };

function mountDingTalkApi(app: Hono, controls: SimControls, codes: GrantStore<DingTalkGrant>) {
  const tokens = createGrantStore<DemoPerson>(controls.clock, TOKEN_TTL_S * 1000);
  app.post('/v1.0/oauth2/userAccessToken', async (c) => {
    if (controls.takeRateLimit()) return QPS_LIMIT();
    const body = TokenRequest.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return fail(400, 'MissingParameter', '缺少参数或参数不合法');
    if (body.data.clientId !== CLIENT.clientId || body.data.clientSecret !== CLIENT.clientSecret)
      return fail(400, 'invalidClientIdOrSecret', '无效的clientId或者clientSecret');
    const code = codes.spend(body.data.code);
    if (!code.ok) return fail(400, 'invalidParameter.authCode.notFound', '临时授权码不存在或已失效');
    const accessToken = tokens.issue(code.value.person);
    return c.json({
      accessToken,
      // Refreshing is not simulated: the login needs one user token, once.
      refreshToken: traceId(),
      expireIn: TOKEN_TTL_S,
      // Documented as the chosen organisation's, present when the scope asked for `corpid`.
      ...(code.value.corpId ? { corpId: code.value.corpId } : {}),
    });
  });
  app.get('/v1.0/contact/users/me', (c) => {
    if (controls.takeRateLimit()) return QPS_LIMIT();
    const token = tokens.peek(c.req.header('x-acs-dingtalk-access-token') ?? '');
    if (!token.ok) return fail(401, 'InvalidAuthentication', '不合法的access_token');
    const person = token.value;
    return c.json({
      nick: person.name,
      avatarUrl: '',
      mobile: person.phone,
      openId: demoSubject('ddtalk', `openid:${person.key}`),
      unionId: demoSubject('ddtalk', person.key),
      email: person.email,
      stateCode: '86',
    });
  });
}
