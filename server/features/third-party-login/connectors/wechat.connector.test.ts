import { describe } from 'vitest';
import { DEMO_CLIENTS } from '../../../idp/demo-identities';
import { connectorCases, nameOnly } from '../../../test/connector-cases';
import { inAppCases } from '../../../test/in-app-cases';
import { useIdpProcess } from '../../../test/idp-process';
import { demoWechatSettings, wechatConnector } from './wechat.connector';

const idp = useIdpProcess();

describe('the WeChat connector against the WeChat simulator', () => {
  connectorCases(idp, {
    connector: wechatConnector,
    prefix: '/wechat',
    codeParam: 'code',
    source: (origin) => ({ ...DEMO_CLIENTS.wechat, settings: demoWechatSettings(origin) }),
    misconfigured: (source) => ({ ...source, clientSecret: 'not-the-app-secret' }),
    // WeChat's website login gives neither email nor phone.
    expected: nameOnly,
  });
});

describe("the WeChat connector inside WeChat, the official account's web authorisation", () => {
  inAppCases(idp, {
    connector: wechatConnector,
    prefix: '/wechat',
    title: '微信授权 / WeChat authorisation',
    source: (origin) => ({ ...DEMO_CLIENTS.wechat, settings: demoWechatSettings(origin) }),
    query: (redirectUri) => [
      ['appid', DEMO_CLIENTS.wechat.clientId],
      ['redirect_uri', redirectUri],
      ['response_type', 'code'],
      ['scope', 'snsapi_userinfo'],
      ['state', 's'],
    ],
  });
});
