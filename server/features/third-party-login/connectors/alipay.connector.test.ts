import { plainRequest } from '../../../test/authorization-request';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callbackReceiverPath } from '../../../../schemas/third-party-sources';
import { DEMO_CLIENTS } from '../../../idp/demo-identities';
import { connectorCases, nameOnly } from '../../../test/connector-cases';
import { TEST_CLIENT_ORIGIN, simControl, useIdpProcess } from '../../../test/idp-process';
import { pressButton } from '../../../test/simulator-page';
import { memoryAppTokens } from '../../../test/memory-app-tokens';
import { ConnectorError } from '../connector';
import { alipayConnector, demoAlipaySettings } from './alipay.connector';

const idp = useIdpProcess();
const source = () => ({ ...DEMO_CLIENTS.alipay, settings: demoAlipaySettings(idp.origin) });
// A key Alipay does not know for this app: its requests' signatures do not verify there.
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
});

describe('the Alipay connector against the Alipay simulator', () => {
  connectorCases(idp, {
    connector: alipayConnector,
    prefix: '/alipay',
    codeParam: 'auth_code',
    source,
    misconfigured: (wrong) => ({
      ...wrong,
      settings: { ...wrong.settings, appPrivateKeyPem: String(strangerKey) },
    }),
    expected: nameOnly,
  });

  it('refuses an answer altered after Alipay signed it as tokenInvalid', async () => {
    const redirectUri = `${TEST_CLIENT_ORIGIN}${callbackReceiverPath('alipay')}`;
    const request = plainRequest(redirectUri);
    const url = await alipayConnector.authorizeUrl(source(), request, AbortSignal.timeout(5000));
    const code = (await pressButton(url, 'person', 'zhangwei')).searchParams.get('auth_code') ?? '';
    await simControl(idp.origin, '/alipay', 'tamper-response');
    const refused = await alipayConnector
      .exchange(
        source(),
        { ...request, code, codeVerifier: null, iss: null },
        AbortSignal.timeout(5000),
        memoryAppTokens(),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConnectorError);
    expect(refused instanceof ConnectorError && refused.reason).toBe('tokenInvalid');
  });

  it('refuses an answer that names its signed node twice (JSON.parse would keep the unsigned copy)', async () => {
    const redirectUri = `${TEST_CLIENT_ORIGIN}${callbackReceiverPath('alipay')}`;
    const request = plainRequest(redirectUri);
    const url = await alipayConnector.authorizeUrl(source(), request, AbortSignal.timeout(5000));
    const code = (await pressButton(url, 'person', 'zhangwei')).searchParams.get('auth_code') ?? '';
    await simControl(idp.origin, '/alipay', 'repeat-node');
    const refused = await alipayConnector
      .exchange(
        source(),
        { ...request, code, codeVerifier: null, iss: null },
        AbortSignal.timeout(5000),
        memoryAppTokens(),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConnectorError);
    expect(refused instanceof ConnectorError && refused.reason).toBe('tokenInvalid');
  });
});
