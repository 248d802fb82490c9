import { createHash } from 'node:crypto';
import type { ThirdPartyKind } from '../../schemas/third-party-sources';

/**
 * The people who sign in at the demo providers (`npm run idp`): the OpenID provider's accounts and the
 * simulators' users are the same people, each with the id every provider gives them. The reference server's
 * seed links `zhangwei` to the local account `demo` for every source; the others are not linked, so their
 * first login leads to binding (`newcomer1`…`newcomer4`: one per end-to-end project, bound to `tpbind`N).
 */
export type DemoPerson = {
  key: string;
  name: string;
  email: string;
  phone: string;
  /** The local account the seed links this person to for every source, or null. */
  linkedTo: string | null;
};

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { key: 'zhangwei', name: '张伟', email: 'zhangwei@idp.example', phone: '13900139001', linkedTo: 'demo' },
  { key: 'lina', name: '李娜', email: 'lina@idp.example', phone: '13900139002', linkedTo: null },
  ...[1, 2, 3, 4].map((n): DemoPerson => ({
    key: `newcomer${n}`,
    name: `新同事 ${n}`,
    email: `newcomer${n}@idp.example`,
    phone: `1390013910${n}`,
    linkedTo: null,
  })),
];

/** The OpenID provider's password of every demo person (its login page says so: it is a demo). */
export const DEMO_IDP_PASSWORD = 'Idp@123456';

/**
 * The id a provider gives a demo person (OIDC `sub`, Entra `oid`, DingTalk `unionId`, WeChat `unionid`, WeCom
 * `userid`, Alipay `user_id`): stable, and different at every provider as real ones are. Each connector reports
 * exactly this as the identity's subject, so the seed can link it.
 */
export const demoSubject = (kind: ThirdPartyKind, key: string): string =>
  createHash('sha256').update(`${kind}:${key}`).digest('hex').slice(0, 32);

/** The Entra ID directory (tenant) id the demo AAD source and its issuer name. */
export const DEMO_AAD_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** Where `npm run idp` listens by default; the seed points the demo tenant's sources here (DEMO_IDP_URL). */
export const DEMO_IDP_PORT = 4010;
export const DEMO_IDP_URL = `http://127.0.0.1:${DEMO_IDP_PORT}`;

/**
 * The demo tenant's registration at each provider: the seed stores it with the source, the demo providers
 * know it. `wechatenterprise`'s client id is the corp id; its agent id is `DEMO_WECOM_AGENT_ID`.
 */
export const DEMO_CLIENTS: Record<ThirdPartyKind, { clientId: string; clientSecret: string }> = {
  aad: { clientId: 'idaas-login-aad', clientSecret: 'demo-aad-secret-5f2c9d' },
  oidc_code: { clientId: 'idaas-login-oidc', clientSecret: 'demo-oidc-secret-8a41e7' },
  oidc_code_adapter: { clientId: 'idaas-login-oidc-manual', clientSecret: 'demo-oidc-manual-secret-3b90d2' },
  ddtalk: { clientId: 'dingdemoappkey01', clientSecret: 'demo-dingtalk-secret-c7e1a0' },
  wechat: { clientId: 'wxdemo0123456789', clientSecret: 'demo-wechat-secret-0d93f4' },
  wechatenterprise: { clientId: 'wwdemocorp012345', clientSecret: 'demo-wecom-secret-62b8aa' },
  alipay: { clientId: '2021000000000001', clientSecret: '' },
  // Alilang: the app id the UEM agent knows the login by, and the secret both sign the token request with.
  alilang: { clientId: 'idaas-login-alilang', clientSecret: 'demo-alilang-secret-4e7a1c' },
};
export const DEMO_WECOM_AGENT_ID = '1000002';

/**
 * The DingTalk→OIDC bridge of the demo OpenID provider (`/dingtalk-oidc`): the demo tenant's registration there
 * (its DingTalk OIDC plugin's client), and the plugin's id.
 */
export const DEMO_DINGTALK_OIDC_CLIENT = {
  clientId: 'idaas-login-dingtalk-oidc',
  clientSecret: 'demo-dingtalk-oidc-secret-4e17b6',
};
export const DEMO_DINGTALK_OIDC_PATH = '/dingtalk-oidc';
export const DEMO_DINGTALK_OIDC_PLUGIN_ID = 'dingtalk-demo';
/** Where DingTalk returns the bridge's people: its redirect URI, registered at the DingTalk simulator. */
export const dingTalkBridgeReturnUrl = (idpOrigin: string) =>
  `${idpOrigin}${DEMO_DINGTALK_OIDC_PATH}/interaction/dingtalk-return`;
/**
 * The demo's WeChat official account (公众号): the in-app authorisation's app, beside the website app of
 * `DEMO_CLIENTS.wechat`, both bound to one open platform account (so both give a person the same unionid).
 */
export const DEMO_WECHAT_OFFICIAL_ACCOUNT = {
  clientId: 'wxdemoofficial01',
  clientSecret: 'demo-wechat-mp-secret-7e2a51',
};
/** The DingTalk organisation (corp) every demo person belongs to, and the demo source admits. */
export const DEMO_DINGTALK_CORP_ID = 'dingdemocorp0001';
/** The demo login's name as the providers' in-app consent screens show the app that asks. */
export const DEMO_APP_NAME = { zh: 'IDaaS 统一登录', en: 'IDaaS sign-in' };
