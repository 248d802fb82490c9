import { plainRequest } from '../../../test/authorization-request';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, DEMO_WECOM_AGENT_ID, demoSubject } from '../../../idp/demo-identities';
import { connectorCases } from '../../../test/connector-cases';
import { inAppCases } from '../../../test/in-app-cases';
import { TEST_CLIENT_ORIGIN, simCalls, simControl, useIdpProcess } from '../../../test/idp-process';
import { memoryAppTokens } from '../../../test/memory-app-tokens';
import { pressButton } from '../../../test/simulator-page';
import { demoWechatenterpriseSettings, wechatenterpriseConnector } from './wechatenterprise.connector';

const idp = useIdpProcess();
const source = () => ({
  ...DEMO_CLIENTS.wechatenterprise,
  settings: demoWechatenterpriseSettings(idp.origin),
});

describe('the WeCom connector against the WeCom simulator', () => {
  connectorCases(idp, {
    connector: wechatenterpriseConnector,
    prefix: '/wecom',
    codeParam: 'code',
    source,
    misconfigured: (wrong) => ({ ...wrong, clientSecret: 'not-the-corp-secret' }),
    expected: (person) => ({
      displayName: person.name,
      preferredUsername: demoSubject('wechatenterprise', person.key),
      email: person.email,
      phone: person.phone,
      emailVerified: false,
      phoneVerified: false,
    }),
  });

  it('asks the wwlogin page for the corp app with the corp id and agent id, and the redirect names the corp', async () => {
    const redirectUri = `${TEST_CLIENT_ORIGIN}/frontend/login/wechatenterpriseCallback`;
    const url = await wechatenterpriseConnector.authorizeUrl(
      source(),
      plainRequest(redirectUri),
      AbortSignal.timeout(5000),
    );
    const query = new URL(url).searchParams;
    expect([query.get('login_type'), query.get('appid'), query.get('agentid')]).toEqual([
      'CorpApp',
      DEMO_CLIENTS.wechatenterprise.clientId,
      DEMO_WECOM_AGENT_ID,
    ]);
    const back = await pressButton(url, 'person', 'lina');
    expect(back.searchParams.get('appid')).toBe(DEMO_CLIENTS.wechatenterprise.clientId);
  });
});

describe("the WeCom connector keeps the corp's token", () => {
  const redirectUri = `${TEST_CLIENT_ORIGIN}/frontend/login/wechatenterpriseCallback`;
  const signIn = async (appTokens: ReturnType<typeof memoryAppTokens>, person: string) => {
    const request = plainRequest(redirectUri);
    const url = await wechatenterpriseConnector.authorizeUrl(source(), request, AbortSignal.timeout(5000));
    const code = (await pressButton(url, 'person', person)).searchParams.get('code') ?? '';
    const exchange = { ...request, code, codeVerifier: null, iss: null };
    return wechatenterpriseConnector.exchange(source(), exchange, AbortSignal.timeout(5000), appTokens);
  };
  const gettokenCalls = async () => (await simCalls(idp.origin, '/wecom')).gettoken ?? 0;

  it('asks gettoken once for any number of sign-ins while the token lives', async () => {
    const appTokens = memoryAppTokens();
    const before = await gettokenCalls();
    for (const person of ['zhangwei', 'lina', 'zhangwei'])
      expect((await signIn(appTokens, person)).subject).toBe(demoSubject('wechatenterprise', person));
    expect([appTokens.fetches, (await gettokenCalls()) - before]).toEqual([1, 1]);
  });

  it('fetches a new token once WeCom says the kept one expired (42001), and the code still signs in', async () => {
    const appTokens = memoryAppTokens();
    await signIn(appTokens, 'zhangwei');
    await simControl(idp.origin, '/wecom', 'clock', { advanceSeconds: 7200 });
    expect((await signIn(appTokens, 'lina')).subject).toBe(demoSubject('wechatenterprise', 'lina'));
    expect(appTokens.fetches).toBe(2);
  });
});

describe('the WeCom connector inside the WeCom app, its web authorisation login', () => {
  inAppCases(idp, {
    connector: wechatenterpriseConnector,
    prefix: '/wecom',
    title: '企业微信授权 / WeCom authorisation',
    source,
    query: (redirectUri) => [
      ['appid', DEMO_CLIENTS.wechatenterprise.clientId],
      ['redirect_uri', redirectUri],
      ['response_type', 'code'],
      ['scope', 'snsapi_base'],
      ['state', 's'],
      ['agentid', DEMO_WECOM_AGENT_ID],
    ],
  });
});
