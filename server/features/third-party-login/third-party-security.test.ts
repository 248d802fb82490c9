import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_REFUSALS as REFUSALS } from '../../../schemas/third-party-login.schema';
import { DEMO_AAD_TENANT_ID } from '../../idp/demo-identities';
import { useDemoIdp } from '../../test/demo-idp';
import { providerBrowser } from '../../test/provider-browser';
import { testBrowser } from '../../test/test-browser';
import {
  callbackData,
  receive,
  refusal,
  signInAtProvider,
  startThirdParty,
  submitCallback,
} from '../../test/third-party-client';
import { setSourceEnabled, setStateSecrets, stateSecrets } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// The OAuth client's defences (RFC 9700): a state is single use, this browser's and expires; the issuer of the
// answer must be the source's (mix-up); a code is single use; PKCE and the nonce bind the code and the ID token
// to the request that asked for them. Tampering is done where an attacker could not: in the database.
const server = useTestServer();
const idp = useDemoIdp(server);

const person = 'zhangwei';

describe('third-party sign-in refuses', () => {
  it('a state posted again, even with its own code', async () => {
    const browser = testBrowser();
    const search = await signInAtProvider(server.url, 'oidc_code', person, browser);
    expect(callbackData(await submitCallback(server.url, 'oidc_code', search, browser))).toHaveProperty(
      'accessToken',
    );
    expect(refusal(await submitCallback(server.url, 'oidc_code', search, browser))).toBe(
      REFUSALS.stateInvalid,
    );
  });

  it("another browser's state, and spends it for its own browser too", async () => {
    const browser = testBrowser();
    const search = await signInAtProvider(server.url, 'oidc_code', person, browser);
    expect(refusal(await submitCallback(server.url, 'oidc_code', search, testBrowser()))).toBe(
      REFUSALS.stateInvalid,
    );
    expect(refusal(await submitCallback(server.url, 'oidc_code', search, browser))).toBe(
      REFUSALS.stateInvalid,
    );
  });

  it("another adapter's state, and an expired one", async () => {
    const browser = testBrowser();
    const search = await signInAtProvider(server.url, 'oidc_code', person, browser);
    expect(refusal(await submitCallback(server.url, 'aad', search, browser))).toBe(REFUSALS.stateInvalid);
    const late = await signInAtProvider(server.url, 'oidc_code', person, browser);
    server.clock.advance(11 * 60_000);
    expect(refusal(await submitCallback(server.url, 'oidc_code', late, browser))).toBe(REFUSALS.stateInvalid);
  });

  it('an answer naming another issuer (mix-up), or none where the issuer sends one', async () => {
    const browser = testBrowser();
    const search = await signInAtProvider(server.url, 'oidc_code', person, browser);
    const aadIssuer = `${idp.url}/aad/${DEMO_AAD_TENANT_ID}/v2.0`;
    const mixed = await submitCallback(server.url, 'oidc_code', search, browser, { iss: aadIssuer });
    expect(refusal(mixed)).toBe(REFUSALS.issuerMismatch);
    const bare = await signInAtProvider(server.url, 'aad', person, browser);
    expect(refusal(await submitCallback(server.url, 'aad', bare, browser, { iss: undefined }))).toBe(
      REFUSALS.issuerMismatch,
    );
  });

  it('a code spent once, under a fresh state given the first request’s verifier and nonce', async () => {
    const browser = testBrowser();
    const first = await signInAtProvider(server.url, 'oidc_code_adapter', person, browser);
    const secrets = await stateSecrets(server.db, first.state ?? '');
    expect(
      callbackData(await submitCallback(server.url, 'oidc_code_adapter', first, browser)),
    ).toHaveProperty('accessToken');
    const again = await signInAtProvider(server.url, 'oidc_code_adapter', person, browser);
    await setStateSecrets(server.db, again.state ?? '', secrets ?? { codeVerifier: null, nonce: null });
    const replay = await submitCallback(
      server.url,
      'oidc_code_adapter',
      { ...again, code: first.code },
      browser,
    );
    expect(refusal(replay)).toBe(REFUSALS.codeRejected);
  });

  it('a PKCE verifier that is not the challenge’s', async () => {
    const browser = testBrowser();
    const search = await signInAtProvider(server.url, 'aad', person, browser);
    const stored = await stateSecrets(server.db, search.state ?? '');
    await setStateSecrets(server.db, search.state ?? '', {
      codeVerifier: 'x'.repeat(43),
      nonce: stored?.nonce ?? null,
    });
    expect(refusal(await submitCallback(server.url, 'aad', search, browser))).toBe(REFUSALS.codeRejected);
  });

  it('an ID token whose nonce is not the request’s', async () => {
    const browser = testBrowser();
    const search = await signInAtProvider(server.url, 'oidc_code', person, browser);
    const stored = await stateSecrets(server.db, search.state ?? '');
    await setStateSecrets(server.db, search.state ?? '', {
      codeVerifier: stored?.codeVerifier ?? null,
      nonce: 'n'.repeat(43),
    });
    expect(refusal(await submitCallback(server.url, 'oidc_code', search, browser))).toBe(
      REFUSALS.tokenInvalid,
    );
  });

  it('a source switched off, and another client id', async () => {
    const browser = testBrowser();
    await setSourceEnabled(server.db, 'ddtalk', false);
    try {
      await expect(startThirdParty(server.url, 'ddtalk', browser)).rejects.toThrow();
    } finally {
      await setSourceEnabled(server.db, 'ddtalk', true);
    }
    const authorizeUrl = await startThirdParty(server.url, 'oidc_code', browser);
    expect(new URL(authorizeUrl).searchParams.get('code_challenge_method')).toBe('S256');
    const back = await providerBrowser().signIn(authorizeUrl, server.url, person);
    const { search } = await receive(back);
    const response = await submitCallback(server.url, 'oidc_code', search, browser, { clientId: 'other' });
    expect(refusal(response)).toBe('invalid body: clientId');
  });
});

describe('the receiver', () => {
  it('answers 303 to the hash route with the normal form, never stored, no Referer', async () => {
    const alipay = await receive(
      `${server.url}/frontend/login/alipayCallBack?auth_code=A1&state=S1&app_id=2021`,
    );
    expect(alipay.response.status).toBe(303);
    expect(alipay.location).toBe('/frontend/login/#/alipayCallBack?code=A1&state=S1');
    expect(alipay.response.headers.get('cache-control')).toBe('no-store');
    expect(alipay.response.headers.get('referrer-policy')).toBe('no-referrer');
    const dingtalk = await receive(`${server.url}/frontend/login/ddtalkCallback?authCode=D1&state=S2`);
    expect(dingtalk.search).toEqual({ code: 'D1', state: 'S2' });
    const declined = await receive(`${server.url}/frontend/login/aadCallback?error=access_denied&state=S3`);
    expect(declined.route).toBe('/aadCallback');
    expect(declined.search).toEqual({ state: 'S3', error: 'access_denied' });
    // WeChat and WeCom decline with the state alone.
    const wechat = await receive(`${server.url}/frontend/login/wechatCallback?state=S4`);
    expect(wechat.search).toEqual({ state: 'S4', error: 'access_denied' });
  });

  it('refuses an answer that names its code or state twice, passing neither on', async () => {
    for (const query of ['code=A&code=B&state=S', 'code=A&state=S&state=T', 'code=A&auth_code=B&state=S']) {
      const twice = await receive(`${server.url}/frontend/login/aadCallback?${query}`);
      expect(twice.route, query).toBe('/aadCallback');
      expect(twice.search, query).toEqual({ error: 'invalid_request' });
    }
  });
});
