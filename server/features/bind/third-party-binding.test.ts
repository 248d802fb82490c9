import { beforeAll, describe, expect, it } from 'vitest';
import {
  BindingAnswerResponse,
  THIRD_PARTY_REFUSALS,
  type ThirdPartyCallbackResult,
} from '../../../schemas/third-party-login.schema';
import { THIRD_PARTY_ADAPTERS, type ThirdPartyKind } from '../../../schemas/third-party-sources';
import { RestTokenSuccess } from '../../../schemas/password-login.schema';
import { demoApplication } from '../../seed/demo-tenant';
import { demoUsers } from '../../seed/demo-users';
import { useDemoIdp } from '../../test/demo-idp';
import { errorDescription } from '../../test/login-client';
import { testBrowser, type TestBrowser } from '../../test/test-browser';
import {
  bindingQuery,
  callbackData,
  loginBinding,
  receive,
  refusal,
  startThirdParty,
  startThirdPartyResponse,
  submitCallback,
  thirdPartyLogin,
} from '../../test/third-party-client';
import { pressButton } from '../../test/simulator-page';
import { linkedUsername, tokenUsername } from '../../test/third-party.repo';
import { allowApplicationAdapter } from '../../tenant/adapter.repo';
import { updateTenantSettings } from '../../tenant/tenant.repo';
import { demoSubject } from '../../idp/demo-identities';
import { useTestServer } from '../../test/use-test-server';

// A first login without a linked account leads to a binding: the local account's password (rest_token's
// grant, all its refusals) links the two, and the next login goes straight in. Bind errors of SPEC 8.
const server = useTestServer();
useDemoIdp(server);

const account = (username: string) => ({
  username,
  password: demoUsers.find((user) => user.username === username)?.password ?? '',
});
const TPBIND = account('tpbind');

/** A first login's pending binding: its uuid, in `browser`. */
async function pendingUuid(kind: ThirdPartyKind, person: string, browser: TestBrowser) {
  const data: ThirdPartyCallbackResult = callbackData(
    await thirdPartyLogin(server.url, kind, person, browser),
  );
  if (!('needBind' in data)) throw new Error(`expected a binding, got ${JSON.stringify(data)}`);
  return data.uuid;
}

/** The binding query's answer, which must name a binding still waiting. */
function waiting(response: Awaited<ReturnType<typeof bindingQuery>>) {
  const data = BindingAnswerResponse.parse(response.body).data;
  if (!('displayName' in data)) throw new Error(`expected a waiting binding, got ${JSON.stringify(data)}`);
  return data;
}

/** A WeCom first login inside the WeCom app (its person presses the simulator's button): the binding's uuid. */
async function wecomPendingUuid(person: string, browser: TestBrowser, application?: typeof DEMO_SP) {
  const authorizeUrl = await startThirdParty(server.url, 'wechatenterprise', browser, {
    inApp: true,
    ...(application ? { application } : {}),
  });
  const back = await receive((await pressButton(authorizeUrl, 'person', person)).href);
  const data = callbackData(await submitCallback(server.url, 'wechatenterprise', back.search, browser));
  if (!('needBind' in data)) throw new Error(`expected a binding, got ${JSON.stringify(data)}`);
  return data.uuid;
}

/** The demo service provider's application, as a login context names it (IDAAS_SP's spData). */
const DEMO_SP = { sp_code: demoApplication.spCode, application_key: demoApplication.applicationKey };
// The demo application allows the password alone: here it allows WeCom too, as an administrator would.
beforeAll(() =>
  allowApplicationAdapter(server.db, demoApplication.id, THIRD_PARTY_ADAPTERS.wechatenterprise),
);

const boundTo = async (response: Awaited<ReturnType<typeof loginBinding>>) =>
  tokenUsername(server.db, RestTokenSuccess.parse(response.body).access_token);

describe('binding a third-party account to a local one', () => {
  it('links nothing when the tenant requires a registered device the binding does not name', async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('aad', 'newcomer4', browser);
    await updateTenantSettings(server.db, 'demo', { deviceAgent: 'require' });
    try {
      const refused = await loginBinding(server.url, 'aad', uuid, TPBIND, browser);
      expect(errorDescription(refused)).toBe('invalid_device_id');
    } finally {
      await updateTenantSettings(server.db, 'demo', { deviceAgent: 'off' });
    }
    // The password was right, yet no link outlives the refusal: the binding still waits.
    expect(await linkedUsername(server.db, 'aad', demoSubject('aad', 'newcomer4'))).toBeNull();
    expect(await boundTo(await loginBinding(server.url, 'aad', uuid, TPBIND, browser))).toBe('tpbind');
  });

  it('first login binds with the local password, then the next login goes straight in', async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('oidc_code', 'newcomer1', browser);
    const query = waiting(await bindingQuery(server.url, 'oidc_code', uuid, browser));
    expect(query.loginIdp).toBe('oidc_code');
    expect(query.displayName).toBe('新同事 1');
    expect(query.expiresAt).toBeGreaterThan(server.clock.now().getTime());
    expect(await boundTo(await loginBinding(server.url, 'oidc_code', uuid, TPBIND, browser))).toBe('tpbind');

    const next = callbackData(await thirdPartyLogin(server.url, 'oidc_code', 'newcomer1', testBrowser()));
    if (!('accessToken' in next)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, next.accessToken)).toBe('tpbind');
  });

  it("a wrong password is rest_token's refusal and leaves the binding live", async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('aad', 'newcomer2', browser);
    const wrong = await loginBinding(
      server.url,
      'aad',
      uuid,
      { ...TPBIND, password: 'Wrong@123456' },
      browser,
    );
    expect(errorDescription(wrong)).toBe('invalid_password');
    const still = await bindingQuery(server.url, 'aad', uuid, browser);
    expect(waiting(still).displayName).toBe('新同事 2');
  });

  it('a binding is binding_invalid once used, in another browser, and when expired', async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('oidc_code_adapter', 'newcomer2', browser);
    const other = testBrowser();
    expect(refusal(await bindingQuery(server.url, 'oidc_code_adapter', uuid, other))).toBe(
      THIRD_PARTY_REFUSALS.bindingInvalid,
    );
    expect(errorDescription(await loginBinding(server.url, 'oidc_code_adapter', uuid, TPBIND, other))).toBe(
      'binding_invalid',
    );
    expect(await boundTo(await loginBinding(server.url, 'oidc_code_adapter', uuid, TPBIND, browser))).toBe(
      'tpbind',
    );
    expect(
      errorDescription(await loginBinding(server.url, 'oidc_code_adapter', uuid, account('spuser'), browser)),
    ).toBe('binding_invalid');

    const late = await pendingUuid('aad', 'newcomer3', browser);
    server.clock.advance(11 * 60_000);
    expect(refusal(await bindingQuery(server.url, 'aad', late, browser))).toBe(
      THIRD_PARTY_REFUSALS.bindingInvalid,
    );
    expect(errorDescription(await loginBinding(server.url, 'aad', late, TPBIND, browser))).toBe(
      'binding_invalid',
    );
  });

  it('openid_bound when the external account got linked meanwhile, username_bound when the local one has a link', async () => {
    const browser = testBrowser();
    const first = await pendingUuid('oidc_code', 'lina', browser);
    const second = await pendingUuid('oidc_code', 'lina', browser);
    expect(
      await boundTo(await loginBinding(server.url, 'oidc_code', first, account('spuser'), browser)),
    ).toBe('spuser');
    expect(
      errorDescription(await loginBinding(server.url, 'oidc_code', second, account('developer'), browser)),
    ).toBe('openid_bound');

    // tpbind is newcomer1's at oidc_code (the first test) and demo is zhangwei's at every source (the seed).
    const third = await pendingUuid('oidc_code', 'newcomer3', browser);
    expect(
      errorDescription(await loginBinding(server.url, 'oidc_code', third, account('demo'), browser)),
    ).toBe('username_bound');
  });

  it('WeCom: a person linked meanwhile signs in by the binding query, which spends the binding', async () => {
    const browser = testBrowser();
    // Two tabs, each with its pending binding for the same WeCom person: the first links her.
    const first = await wecomPendingUuid('newcomer4', browser);
    const second = await wecomPendingUuid('newcomer4', browser);
    expect(waiting(await bindingQuery(server.url, 'wechatenterprise', second, browser))).toMatchObject({
      loginIdp: 'wechatenterprise',
      displayName: '新同事 4',
    });
    expect(await boundTo(await loginBinding(server.url, 'wechatenterprise', first, TPBIND, browser))).toBe(
      'tpbind',
    );

    // Another browser's query finds nothing to spend, and signs no one in.
    expect(refusal(await bindingQuery(server.url, 'wechatenterprise', second, testBrowser()))).toBe(
      THIRD_PARTY_REFUSALS.bindingInvalid,
    );
    const answer = BindingAnswerResponse.parse(
      (await bindingQuery(server.url, 'wechatenterprise', second, browser)).body,
    ).data;
    if (!('accessToken' in answer)) throw new Error(`expected a token, got ${JSON.stringify(answer)}`);
    expect(answer.loginIdp).toBe('wechatenterprise');
    expect(await tokenUsername(server.db, answer.accessToken)).toBe('tpbind');
    // Single use: the query spent it, so neither a second query nor the password form can use it again.
    expect(refusal(await bindingQuery(server.url, 'wechatenterprise', second, browser))).toBe(
      THIRD_PARTY_REFUSALS.bindingInvalid,
    );
    expect(
      errorDescription(await loginBinding(server.url, 'wechatenterprise', second, TPBIND, browser)),
    ).toBe('binding_invalid');
  });

  it('other sources: a person linked meanwhile still gets the form, and the binding then says openid_bound', async () => {
    const browser = testBrowser();
    const first = await pendingUuid('aad', 'newcomer3', browser);
    const second = await pendingUuid('aad', 'newcomer3', browser);
    expect(await boundTo(await loginBinding(server.url, 'aad', first, account('spuser'), browser))).toBe(
      'spuser',
    );
    expect(waiting(await bindingQuery(server.url, 'aad', second, browser)).loginIdp).toBe('aad');
    expect(
      errorDescription(await loginBinding(server.url, 'aad', second, account('developer'), browser)),
    ).toBe('openid_bound');
  });

  it('WeCom: the application the sign-in was started for comes back as applicationUuid with her token', async () => {
    const browser = testBrowser();
    // Opened from the demo application in WeCom's workbench: login_ names it, the server keeps it.
    const first = await wecomPendingUuid('lina', browser, DEMO_SP);
    const second = await wecomPendingUuid('lina', browser, DEMO_SP);
    const plain = await wecomPendingUuid('lina', browser);
    expect(
      await boundTo(await loginBinding(server.url, 'wechatenterprise', first, account('spuser'), browser)),
    ).toBe('spuser');
    const forApplication = BindingAnswerResponse.parse(
      (await bindingQuery(server.url, 'wechatenterprise', second, browser)).body,
    ).data;
    expect(forApplication).toMatchObject({
      loginIdp: 'wechatenterprise',
      applicationUuid: demoApplication.id,
    });
    // Started for no application: no applicationUuid, so post-login goes to the portal.
    const forPortal = BindingAnswerResponse.parse(
      (await bindingQuery(server.url, 'wechatenterprise', plain, browser)).body,
    ).data;
    expect(forPortal).toHaveProperty('accessToken');
    expect(forPortal).not.toHaveProperty('applicationUuid');
  });

  it('login_ refuses an application that is not the tenant’s, or half of one, as invalid input', async () => {
    const unknown = { sp_code: 'no_such_sp', application_key: 'no-such-key' };
    const start = (application: { sp_code?: string; application_key?: string }) =>
      startThirdPartyResponse(server.url, 'wechatenterprise', testBrowser(), { inApp: true, application });
    expect(refusal(await start(unknown))).toBe('invalid query: application_key');
    expect(refusal(await start({ ...DEMO_SP, application_key: 'wrong-key' }))).toBe(
      'invalid query: application_key',
    );
    expect(refusal(await start({ sp_code: DEMO_SP.sp_code }))).toBe('invalid query: sp_code');
  });

  it('login_ refuses a source the application does not allow, however the address was made', async () => {
    const response = await startThirdPartyResponse(server.url, 'aad', testBrowser(), {
      application: DEMO_SP,
    });
    expect(refusal(response)).toBe(THIRD_PARTY_REFUSALS.sourceUnavailable);
  });
});
