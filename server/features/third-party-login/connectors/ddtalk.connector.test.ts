import { describe, expect, it } from 'vitest';
import { callbackReceiverPath } from '../../../../schemas/third-party-sources';
import { DEMO_CLIENTS, DEMO_DINGTALK_CORP_ID, demoSubject } from '../../../idp/demo-identities';
import { plainRequest } from '../../../test/authorization-request';
import { connectorCases } from '../../../test/connector-cases';
import { TEST_CLIENT_ORIGIN, useIdpProcess } from '../../../test/idp-process';
import { memoryAppTokens } from '../../../test/memory-app-tokens';
import { pressButton } from '../../../test/simulator-page';
import { ConnectorError } from '../connector';
import { type DingTalkSettings, ddtalkConnector, demoDdtalkSettings } from './ddtalk.connector';

const idp = useIdpProcess();

describe('the DingTalk connector against the DingTalk simulator', () => {
  connectorCases(idp, {
    connector: ddtalkConnector,
    prefix: '/dingtalk',
    codeParam: 'authCode',
    source: (origin) => ({ ...DEMO_CLIENTS.ddtalk, settings: demoDdtalkSettings(origin) }),
    misconfigured: (source) => ({ ...source, clientSecret: 'not-the-app-secret' }),
    expected: (person) => ({
      displayName: person.name,
      preferredUsername: null,
      email: person.email,
      phone: person.phone,
      emailVerified: false,
      phoneVerified: true,
    }),
  });
});

describe("the DingTalk connector and the source's organisation (corpId)", () => {
  const redirectUri = `${TEST_CLIENT_ORIGIN}${callbackReceiverPath('ddtalk')}`;
  const source = (corpId: string | undefined) => {
    const { corpId: _demo, ...rest } = demoDdtalkSettings(idp.origin);
    const settings: DingTalkSettings = corpId ? { ...rest, corpId } : rest;
    return { ...DEMO_CLIENTS.ddtalk, settings };
  };
  const signIn = async (corpId: string | undefined) => {
    const request = plainRequest(redirectUri);
    const url = await ddtalkConnector.authorizeUrl(source(corpId), request, AbortSignal.timeout(5000));
    const code = (await pressButton(url, 'person', 'zhangwei')).searchParams.get('authCode') ?? '';
    const exchange = { ...request, code, codeVerifier: null, iss: null };
    return ddtalkConnector
      .exchange(source(corpId), exchange, AbortSignal.timeout(5000), memoryAppTokens())
      .then(
        (identity) => identity.subject,
        (error: unknown) => (error instanceof ConnectorError ? error.reason : 'thrown'),
      );
  };

  it('asks for the corpid scope with the organisation preselected, and admits its members', async () => {
    const url = new URL(
      await ddtalkConnector.authorizeUrl(
        source(DEMO_DINGTALK_CORP_ID),
        plainRequest(redirectUri),
        AbortSignal.timeout(5000),
      ),
    );
    expect([url.searchParams.get('scope'), url.searchParams.get('corpId')]).toEqual([
      'openid corpid',
      DEMO_DINGTALK_CORP_ID,
    ]);
    expect(await signIn(DEMO_DINGTALK_CORP_ID)).toBe(demoSubject('ddtalk', 'zhangwei'));
  });

  it('refuses a person who chose another organisation than the source admits', async () => {
    expect(await signIn('dingothercorp0002')).toBe('otherOrganisation');
  });

  it('asks for openid alone without an organisation, and admits anyone DingTalk signs in', async () => {
    const url = new URL(
      await ddtalkConnector.authorizeUrl(
        source(undefined),
        plainRequest(redirectUri),
        AbortSignal.timeout(5000),
      ),
    );
    expect([url.searchParams.get('scope'), url.searchParams.has('corpId')]).toEqual(['openid', false]);
    expect(await signIn(undefined)).toBe(demoSubject('ddtalk', 'zhangwei'));
  });
});
