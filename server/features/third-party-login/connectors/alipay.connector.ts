import * as z from 'zod/mini';
import { ALIPAY_DEMO_KEYS } from '../../../idp/simulators/alipay-demo-keys';
import { type Connector, ConnectorError, type ExternalIdentity } from '../connector';
import { gatewayCall } from './alipay-gateway-call';
import { baseUrl, below, parseWith } from './provider-call';

/**
 * Alipay's user information authorisation (scope auth_user): the browser goes to
 * `{auth}/oauth2/publicAppAuthorize.htm`; the code (`auth_code`) buys a token through the open API gateway's
 * `alipay.system.oauth.token` and `alipay.user.info.share` reads the user (gateway.do, version 1.0, RSA2). Every
 * request is signed with the app's private key, every answer checked with Alipay's public key. The subject is
 * the `user_id` (the `open_id` for apps in Alipay's open-id mode). No client secret, no PKCE, no nonce.
 */
const Pem = z.string().check(z.regex(/-----BEGIN [A-Z ]+-----/));
export const AlipaySettings = z.object({
  authBaseUrl: baseUrl('https://openauth.alipay.com'),
  gatewayUrl: baseUrl('https://openapi.alipay.com/gateway.do'),
  appPrivateKeyPem: Pem,
  alipayPublicKeyPem: Pem,
});
export type AlipaySettings = z.infer<typeof AlipaySettings>;

/** The demo tenant's source: the simulator in the demo identity process (`npm run idp`), the demo keys. */
export const demoAlipaySettings = (idpOrigin: string): AlipaySettings => ({
  authBaseUrl: `${idpOrigin}/alipay`,
  gatewayUrl: `${idpOrigin}/alipay/gateway.do`,
  appPrivateKeyPem: ALIPAY_DEMO_KEYS.appPrivateKeyPem,
  alipayPublicKeyPem: ALIPAY_DEMO_KEYS.alipayPublicKeyPem,
});

/** alipay.system.oauth.token. */
const Token = z.object({
  access_token: z.string().check(z.minLength(1)),
  user_id: z.optional(z.string()),
  open_id: z.optional(z.string()),
});
/** alipay.user.info.share (code 10000). */
const UserInfo = z.object({ code: z.literal('10000'), nick_name: z.optional(z.string()) });
export const alipayConnector: Connector<AlipaySettings> = {
  kind: 'alipay',
  settings: AlipaySettings,
  usesPkce: false,
  usesNonce: false,
  async authorizeUrl({ clientId, settings }, { state, redirectUri }) {
    const url = below(settings.authBaseUrl, 'oauth2/publicAppAuthorize.htm');
    url.search = new URLSearchParams({
      app_id: clientId,
      scope: 'auth_user',
      redirect_uri: redirectUri,
      state,
    }).toString();
    return url.href;
  },
  async exchange({ clientId, settings }, { code }, signal): Promise<ExternalIdentity> {
    const tokenNode = await gatewayCall(
      clientId,
      settings,
      'alipay.system.oauth.token',
      {
        grant_type: 'authorization_code',
        code,
      },
      signal,
    );
    const token = parseWith('alipay.system.oauth.token', Token, tokenNode);
    const subject = token.user_id || token.open_id;
    if (!subject) throw new ConnectorError('providerUnavailable', 'alipay.system.oauth.token: no user_id');
    const infoNode = await gatewayCall(
      clientId,
      settings,
      'alipay.user.info.share',
      {
        auth_token: token.access_token,
      },
      signal,
    );
    const info = parseWith('alipay.user.info.share', UserInfo, infoNode);
    return {
      issuer: clientId,
      subject,
      displayName: info.nick_name ?? '',
      preferredUsername: null,
      email: null,
      phone: null,
      emailVerified: false,
      phoneVerified: false,
    };
  },
};
