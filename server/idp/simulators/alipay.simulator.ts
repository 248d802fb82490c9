import { type DemoPerson, DEMO_CLIENTS } from '../demo-identities';
import type { PrefixHandler } from '../prefix-handler';
import { mountAlipayGateway } from './alipay-gateway.simulator';
import { QR_SCREEN, mountAuthorizeFlow } from './authorize-flow';
import { createGrantStore } from './grant-store';
import { isRegisteredRedirect } from './registered-redirect';
import { type SimulatorOptions, simulatorApp } from './simulator-app';

/**
 * Alipay's user information authorisation for web and mobile apps (用户信息授权), below `/alipay`: the
 * authorisation host's `GET /oauth2/publicAppAuthorize.htm` (openauth.alipay.com) and the open API gateway's
 * `POST /gateway.do` (openapi.alipay.com, version 1.0, RSA2) for `alipay.system.oauth.token` and
 * `alipay.user.info.share` (alipay-gateway.simulator.ts).
 */
const CLIENT = DEMO_CLIENTS.alipay;
const CODE_TTL_MS = 5 * 60_000;
const SCOPES = ['auth_user', 'auth_base'];

export function createAlipaySimulator(options: SimulatorOptions): PrefixHandler {
  const prefix = '/alipay';
  const { app, controls, handler } = simulatorApp(prefix);
  const codes = createGrantStore<DemoPerson>(controls.clock, CODE_TTL_MS);
  mountAuthorizeFlow(
    app,
    {
      provider: { zh: '支付宝', en: 'Alipay' },
      path: '/oauth2/publicAppAuthorize.htm',
      // Alipay's web authorisation asks to sign in (or scan) on a page of its own; the QR is shown alike.
      screen: QR_SCREEN,
      check: (query) => {
        if (query.app_id !== CLIENT.clientId)
          return { code: 'invalid-app-id', zh: '应用不存在或已下线', en: 'Unknown app_id' };
        const scopes = (query.scope ?? '').split(',');
        if (scopes.length === 0 || !scopes.every((scope) => SCOPES.includes(scope)))
          return { code: 'invalid-scope', zh: '授权范围不合法', en: 'Invalid scope' };
        const redirectUri = query.redirect_uri ?? '';
        if (!isRegisteredRedirect(redirectUri, 'alipay', options.clientOrigins))
          return {
            code: 'invalid-redirect-uri',
            zh: '回调地址与应用配置不一致',
            en: 'redirect_uri is not registered',
          };
        return { redirectUri };
      },
      approve: (query, person) => ({
        app_id: CLIENT.clientId,
        source: 'alipay_wallet',
        scope: query.scope ?? '',
        auth_code: codes.issue(person),
        state: query.state ?? '',
      }),
      // Alipay documents no refusal redirect; the simulator answers as OAuth 2.0 does (RFC 6749 4.1.2.1).
      decline: (query) => ({ app_id: CLIENT.clientId, error: 'access_denied', state: query.state ?? '' }),
    },
    options,
    prefix,
  );
  mountAlipayGateway(app, controls, codes);
  return handler;
}
