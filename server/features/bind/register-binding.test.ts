import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import {
  THIRD_PARTY_REFUSALS,
  type ThirdPartyCallbackResult,
} from '../../../schemas/third-party-login.schema';
import type { ThirdPartyKind } from '../../../schemas/third-party-sources';
import { demoSubject } from '../../idp/demo-identities';
import { updateTenantSettings } from '../../tenant/tenant.repo';
import { useDemoIdp } from '../../test/demo-idp';
import { loginToken } from '../../test/login-client';
import { registerBinding } from '../../test/register-binding-client';
import { applicationToken, approvals, invalid, refused, registered } from '../../test/register-client';
import { testBrowser, type TestBrowser } from '../../test/test-browser';
import { callbackData, thirdPartyLogin } from '../../test/third-party-client';
import { linkedUsername, tokenUsername } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// POST register/wechat: a first third-party login without a local account registers one, linked in the same
// transaction; every refusal of POST register holds, and the bind errors of SPEC 8.
const server = useTestServer();
useDemoIdp(server);
const PASSWORD = 'Joined#2024x';

async function pendingUuid(kind: ThirdPartyKind, person: string, browser: TestBrowser) {
  const data: ThirdPartyCallbackResult = callbackData(
    await thirdPartyLogin(server.url, kind, person, browser),
  );
  if (!('needBind' in data)) throw new Error(`expected a binding, got ${JSON.stringify(data)}`);
  return data.uuid;
}
/** Registers `username` (the test password) for the binding `uuid` of `kind` in `browser`. */
const join = (
  kind: ThirdPartyKind,
  uuid: string,
  username: string,
  browser: TestBrowser,
  overrides: Record<string, unknown> = {},
) => registerBinding(server.url, kind, uuid, { username, password: PASSWORD }, browser, overrides);

describe('a tenant that signs registrations in at once', () => {
  beforeAll(() => updateTenantSettings(server.db, 'demo', { registrationNeedsApproval: false }));
  afterAll(() => updateTenantSettings(server.db, 'demo', { registrationNeedsApproval: true }));

  it('registers, links and signs in; the next login goes straight in, and the password works too', async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('oidc_code', 'newcomer1', browser);
    const account = { username: 'joined1', password: PASSWORD };
    const answer = registered(await registerBinding(server.url, 'oidc_code', uuid, account, browser));
    if (!('access_token' in answer)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, answer.access_token)).toBe('joined1');
    expect(await linkedUsername(server.db, 'oidc_code', demoSubject('oidc_code', 'newcomer1'))).toBe(
      'joined1',
    );

    const next = callbackData(await thirdPartyLogin(server.url, 'oidc_code', 'newcomer1', testBrowser()));
    if (!('accessToken' in next)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, next.accessToken)).toBe('joined1');
    expect(await loginToken(server.url, 'joined1', PASSWORD)).toBeTruthy();
  });

  it("a binding registers once: used or another browser's, it is refused and makes no account", async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('aad', 'newcomer2', browser);
    const other = await join('aad', uuid, 'joined2', testBrowser());
    expect(refused(other)).toEqual(invalid(REFUSALS.bindingInvalid));
    const first = await join('aad', uuid, 'joined3', browser);
    expect(registered(first)).toHaveProperty('access_token');
    const again = await join('aad', uuid, 'joined4', browser);
    expect(refused(again)).toEqual(invalid(REFUSALS.bindingInvalid));

    // Refused, none of them left an account behind: the names are free.
    for (const name of ['joined2', 'joined4'])
      expect(await loginToken(server.url, name, PASSWORD).catch(() => null)).toBeFalsy();
  });

  it("keeps register's refusals, and a refused registration leaves the binding live", async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('oidc_code_adapter', 'newcomer1', browser);
    const taken = await join('oidc_code_adapter', uuid, 'tpbind', browser);
    expect(refused(taken)).toEqual({ code: 'UserName.Exist', message: 'username' });
    const wrongCaptcha = await join('oidc_code_adapter', uuid, 'joined6', browser, { captcha: 'NOPE' });
    expect(refused(wrongCaptcha).code).toBe('InvalidCaptcha');
    const made = await join('oidc_code_adapter', uuid, 'joined6', browser);
    expect(registered(made)).toHaveProperty('access_token');
  });
});

describe('a tenant that approves registrations (the demo tenant)', () => {
  it('links the waiting account: needApprove, and the source signs in once it is approved', async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('oidc_code_adapter', 'newcomer2', browser);
    const answer = await join('oidc_code_adapter', uuid, 'joined7', browser);
    expect(registered(answer)).toEqual({ needApprove: true });
    expect(
      await linkedUsername(server.db, 'oidc_code_adapter', demoSubject('oidc_code_adapter', 'newcomer2')),
    ).toBe('joined7');
    const waiting = await thirdPartyLogin(server.url, 'oidc_code_adapter', 'newcomer2', testBrowser());
    // Waiting for approval, the account may not sign in yet.
    expect(refused(waiting)).toEqual(invalid(THIRD_PARTY_REFUSALS.accountPending));
    const token = await applicationToken(server.db);
    await approvals.decide(server.url, token, 'joined7', 'APPROVED');
    const next = callbackData(
      await thirdPartyLogin(server.url, 'oidc_code_adapter', 'newcomer2', testBrowser()),
    );
    if (!('accessToken' in next)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, next.accessToken)).toBe('joined7');
  });

  it('refuses a registration when the tenant takes none, before anything is spent', async () => {
    const browser = testBrowser();
    const uuid = await pendingUuid('oidc_code', 'newcomer3', browser);
    await updateTenantSettings(server.db, 'demo', { allowRegister: false });
    try {
      const closed = await join('oidc_code', uuid, 'joined8', browser);
      expect(refused(closed)).toEqual(invalid(REFUSALS.closed));
    } finally {
      await updateTenantSettings(server.db, 'demo', { allowRegister: true });
    }
  });
});

// Last: the clock moves past every binding's life.
describe('an expired binding', () => {
  it('is refused and makes no account', async () => {
    const browser = testBrowser();
    const late = await pendingUuid('aad', 'newcomer3', browser);
    server.clock.advance(11 * 60_000);
    const expired = await join('aad', late, 'joined5', browser);
    expect(refused(expired)).toEqual(invalid(REFUSALS.bindingInvalid));
    expect(await loginToken(server.url, 'joined5', PASSWORD).catch(() => null)).toBeFalsy();
  });
});
