import { createSign } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { type DemoPerson, demoSubject } from '../demo-identities';
import { ALIPAY_DEMO_KEYS } from './alipay-demo-keys';
import { type GatewayNode, gatewayFailure, requestRefusal } from './alipay-request-check';
import { type GrantStore, createGrantStore } from './grant-store';
import type { SimControls } from './sim-controls';

/**
 * Alipay's open API gateway (`POST /gateway.do`, version 1.0, RSA2), as far as the login uses it. The request's
 * public parameters and signature are checked (alipay-request-check.ts); every answer is
 * `{"<method>_response": {…}, "sign": "…"}` (or `error_response`), signed over the node's exact JSON text with
 * the "Alipay" private key. `POST /alipay/_sim/tamper-response` alters the next answer after signing it.
 */
// The documented lifetimes of a user's auth token and refresh token: 15 and 30 days.
const TOKEN_TTL_S = 1_296_000;
const REFRESH_TTL_S = 2_592_000;
type Node = GatewayNode;
const failure = gatewayFailure;

// Alipay's time, in China Standard Time: "yyyy-MM-dd HH:mm:ss".
const alipayTime = (ms: number): string =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export function mountAlipayGateway(app: Hono, controls: SimControls, codes: GrantStore<DemoPerson>): void {
  const tokens = createGrantStore<DemoPerson>(controls.clock, TOKEN_TTL_S * 1000, 'authusrB');
  let tamperNext = false;
  let repeatNext = false;
  app.post('/_sim/tamper-response', (c) => {
    tamperNext = true;
    return c.body(null, 204);
  });
  // An attacker's trick: the signed node as sent, then the same key again with another user after the sign.
  app.post('/_sim/repeat-node', (c) => {
    repeatNext = true;
    return c.body(null, 204);
  });
  const answer = (c: Context, key: string, node: Node) => {
    const text = JSON.stringify(node);
    const sign = createSign('RSA-SHA256')
      .update(text, 'utf8')
      .sign(ALIPAY_DEMO_KEYS.alipayPrivateKeyPem, 'base64');
    const sent = tamperNext ? JSON.stringify({ ...node, tampered: 'T' }) : text;
    const repeated = repeatNext
      ? `,"${key}":${JSON.stringify({ ...node, user_id: '2088000000000666' })}`
      : '';
    tamperNext = false;
    repeatNext = false;
    return c.body(`{"${key}":${sent},"sign":"${sign}"${repeated}}`, 200, {
      'content-type': 'application/json;charset=utf-8',
    });
  };
  const methods: Record<string, (params: Record<string, string>) => [key: string, node: Node]> = {
    'alipay.system.oauth.token': (params) => {
      if (params.grant_type !== 'authorization_code')
        return [
          'error_response',
          failure('40002', 'Invalid Arguments', 'isv.grant-type-invalid', 'grant_type 不合法'),
        ];
      const spent = codes.spend(params.code ?? '');
      if (!spent.ok)
        return [
          'error_response',
          failure('40002', 'Invalid Arguments', 'isv.code-invalid', '授权码code无效'),
        ];
      const now = controls.clock.now();
      const userId = demoSubject('alipay', spent.value.key);
      return [
        'alipay_system_oauth_token_response',
        {
          user_id: userId,
          access_token: tokens.issue(spent.value),
          expires_in: TOKEN_TTL_S,
          // Refreshing is not simulated: the login needs one user token, once.
          refresh_token: `authusrB${crypto.randomUUID().replaceAll('-', '')}`,
          re_expires_in: REFRESH_TTL_S,
          auth_start: alipayTime(now),
        },
      ];
    },
    'alipay.user.info.share': (params) => {
      const key = 'alipay_user_info_share_response';
      const token = tokens.peek(params.auth_token ?? '');
      if (!token.ok)
        return token.why === 'expired'
          ? [
              key,
              failure('20001', 'Insufficient Token Permissions', 'aop.auth-token-time-out', '访问令牌已过期'),
            ]
          : [
              key,
              failure('20001', 'Insufficient Token Permissions', 'aop.invalid-auth-token', '无效的访问令牌'),
            ];
      const person = token.value;
      return [
        key,
        {
          code: '10000',
          msg: 'Success',
          user_id: demoSubject('alipay', person.key),
          nick_name: person.name,
          avatar: '',
        },
      ];
    },
  };
  app.post('/gateway.do', async (c) => {
    const params: Record<string, string> = { ...c.req.query() };
    for (const [name, value] of Object.entries(await c.req.parseBody()))
      if (typeof value === 'string') params[name] = value;
    const method = params.method ?? '';
    const run = methods[method];
    const key = run ? `${method.replaceAll('.', '_')}_response` : 'error_response';
    if (controls.takeRateLimit())
      return answer(
        c,
        key,
        failure('40005', 'Call Limited', 'isv.app-call-limited', '应用调用次数超限，包含调用频率超限'),
      );
    const refused = requestRefusal(params, run !== undefined);
    if (refused || !run)
      return answer(c, key, refused ?? failure('40002', 'Invalid Arguments', 'isv.invalid-method', ''));
    return answer(c, ...run(params));
  });
}
