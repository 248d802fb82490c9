import { describe, expect, it } from 'vitest';
import { callbackReceiverPath } from '../../../../schemas/third-party-sources';
import { DEMO_CLIENTS, DEMO_WECHAT_OFFICIAL_ACCOUNT } from '../../../idp/demo-identities';
import { plainRequest } from '../../../test/authorization-request';
import { connectorCases, nameOnly } from '../../../test/connector-cases';
import { inAppCases } from '../../../test/in-app-cases';
import { TEST_CLIENT_ORIGIN, useIdpProcess } from '../../../test/idp-process';
import { memoryAppTokens } from '../../../test/memory-app-tokens';
import { pressButton } from '../../../test/simulator-page';
import { ConnectorError } from '../connector';
import { demoWechatSettings, wechatConnector } from './wechat.connector';

const idp = useIdpProcess();
const source = (origin: string) => ({
  ...DEMO_CLIENTS.wechat,
  inAppClient: DEMO_WECHAT_OFFICIAL_ACCOUNT,
  settings: demoWechatSettings(origin),
});
const reasonOf = (error: unknown) => (error instanceof ConnectorError ? error.reason : 'thrown');

describe('the WeChat connector against the WeChat simulator', () => {
  connectorCases(idp, {
    connector: wechatConnector,
    prefix: '/wechat',
    codeParam: 'code',
    source,
    misconfigured: (wrong) => ({ ...wrong, clientSecret: 'not-the-app-secret' }),
    // WeChat's website login gives neither email nor phone.
    expected: nameOnly,
  });
});

describe("the WeChat connector inside WeChat, the official account's web authorisation", () => {
  inAppCases(idp, {
    connector: wechatConnector,
    prefix: '/wechat',
    title: '微信授权 / WeChat authorisation',
    source,
    query: (redirectUri) => [
      ['appid', DEMO_WECHAT_OFFICIAL_ACCOUNT.clientId],
      ['redirect_uri', redirectUri],
      ['response_type', 'code'],
      ['scope', 'snsapi_userinfo'],
      ['state', 's'],
    ],
  });

  it('cannot start inside WeChat without an official account: the source is misconfigured', async () => {
    const withoutOfficial = { ...source(idp.origin), inAppClient: null };
    const request = plainRequest(`${TEST_CLIENT_ORIGIN}${callbackReceiverPath('wechat')}`, { inApp: true });
    const refused = await wechatConnector
      .authorizeUrl(withoutOfficial, request, AbortSignal.timeout(5000))
      .catch(reasonOf);
    expect(refused).toBe('providerMisconfigured');
  });

  it("does not buy the website app's code with the official account's credentials", async () => {
    const request = plainRequest(`${TEST_CLIENT_ORIGIN}${callbackReceiverPath('wechat')}`);
    const url = await wechatConnector.authorizeUrl(source(idp.origin), request, AbortSignal.timeout(5000));
    const code = (await pressButton(url, 'person', 'zhangwei')).searchParams.get('code') ?? '';
    const exchange = { ...request, code, codeVerifier: null, iss: null, inApp: true };
    const refused = await wechatConnector
      .exchange(source(idp.origin), exchange, AbortSignal.timeout(5000), memoryAppTokens())
      .catch(reasonOf);
    expect(refused).toBe('codeRejected');
  });
});
