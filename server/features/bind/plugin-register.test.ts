import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_REFUSALS } from '../../../schemas/plugin-login.schema';
import { REGISTER_REFUSALS } from '../../../schemas/refusals';
import { DEMO_HR_PEOPLE } from '../../plugin/demo-plugin-people';
import { demoUsers } from '../../seed/demo-users';
import { updateTenantSettings } from '../../tenant/tenant.repo';
import { useDemoPlugin } from '../../test/demo-plugin';
import { tokenAuthType } from '../../test/inspect.repo';
import { loginToken } from '../../test/login-client';
import { bindUser, pluginLogin, registerForTrace, type PluginReturn } from '../../test/plugin-client';
import { applicationToken, approvals, invalid, refused, registered } from '../../test/register-client';
import { testBrowser, type TestBrowser } from '../../test/test-browser';
import { linkOf, tokenUsername, userContacts } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// POST register/adapter/binding over HTTP against the real demo plugin: a trace the check left waiting for a
// binding registers a new local account, linked to the plugin's person in the account's own transaction; every
// refusal of POST register holds, and bind_user's bind errors for the trace.
const server = useTestServer();
useDemoPlugin(server);

const MANUAL = 'plugin_hr_demo';
const PASSWORD = 'Joined#2024x';
const subjectOf = (username: string) => DEMO_HR_PEOPLE.find((p) => p.username === username)?.subject ?? '';
const linkedTo = async (person: string) =>
  (await linkOf(server.db, `plugin:${MANUAL}`, subjectOf(person)))?.username ?? null;

/** A trace the check left waiting for a binding, for `person` through plugin_hr_demo, in `browser`. */
async function waitingTrace(person: string, browser: TestBrowser): Promise<PluginReturn> {
  const { back, check } = await pluginLogin(server.url, MANUAL, person, browser);
  if (!check.needBind) throw new Error(`expected needBind, got ${JSON.stringify(check)}`);
  return back;
}
/** Registers `username` (the test password) with the trace `back` in `browser`. */
const join = (
  back: PluginReturn,
  username: string,
  browser: TestBrowser,
  overrides: Record<string, unknown> = {},
) => registerForTrace(server.url, back, { username, password: PASSWORD }, browser, overrides);
/** Whether an account of that name exists: a refused registration leaves none behind. */
const exists = async (username: string) => (await userContacts(server.db, username)) !== null;

describe('a tenant that signs registrations in at once', () => {
  beforeAll(() => updateTenantSettings(server.db, 'demo', { registrationNeedsApproval: false }));
  afterAll(() => updateTenantSettings(server.db, 'demo', { registrationNeedsApproval: true }));

  it('registers 李娜, links and signs her in by the source; her next trace goes straight in', async () => {
    const browser = testBrowser();
    const back = await waitingTrace('lina', browser);
    const answer = registered(await join(back, 'plugreg1', browser));
    if (!('access_token' in answer)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, answer.access_token)).toBe('plugreg1');
    expect(await tokenAuthType(server.db, answer.access_token)).toBe(MANUAL);
    expect(await linkedTo('lina')).toBe('plugreg1');

    const { check } = await pluginLogin(server.url, MANUAL, 'lina', testBrowser());
    expect(check).toMatchObject({ portalBound: true, auth: true });
    expect(await tokenUsername(server.db, check.accessToken ?? '')).toBe('plugreg1');
    // The password registered signs in too.
    expect(await loginToken(server.url, 'plugreg1', PASSWORD)).toBeTruthy();
  });

  it('takes a trace once: a second registration with it is refused and makes no account', async () => {
    const browser = testBrowser();
    const back = await waitingTrace('wangfang', browser);
    expect(registered(await join(back, 'plugreg2', browser))).toHaveProperty('access_token');
    const again = await join(back, 'plugreg3', browser);
    expect(refused(again)).toEqual(invalid(REGISTER_REFUSALS.bindingInvalid));
    expect(await exists('plugreg3')).toBe(false);
    expect(await linkedTo('wangfang')).toBe('plugreg2');
  });

  it("keeps register's refusals, and a refused form leaves the trace waiting", async () => {
    const browser = testBrowser();
    const back = await waitingTrace('liuyang', browser);
    const taken = await join(back, 'tpbind', browser);
    expect(refused(taken)).toEqual({ code: 'UserName.Exist', message: 'username' });
    const wrongCaptcha = await join(back, 'plugreg4', browser, { captcha: 'NOPE' });
    expect(refused(wrongCaptcha).code).toBe('InvalidCaptcha');
    expect(await exists('plugreg4')).toBe(false);
    expect(await linkedTo('liuyang')).toBeNull();
    expect(registered(await join(back, 'plugreg4', browser))).toHaveProperty('access_token');
    expect(await linkedTo('liuyang')).toBe('plugreg4');
  });

  it("refuses another browser's trace, or another code's, as bind_user does, and makes no account", async () => {
    const browser = testBrowser();
    const back = await waitingTrace('chenjing', browser);
    const elsewhere = await join(back, 'plugreg5', testBrowser());
    expect(refused(elsewhere)).toEqual(invalid(REGISTER_REFUSALS.bindingInvalid));
    const otherCode = await join({ ...back, authCode: 'another-code' }, 'plugreg5', browser);
    expect(refused(otherCode)).toEqual(invalid(REGISTER_REFUSALS.bindingInvalid));
    expect(await exists('plugreg5')).toBe(false);
    // Still waiting for this browser.
    expect(registered(await join(back, 'plugreg5', browser))).toHaveProperty('access_token');
  });

  it('refuses a trace that waits for its fields (needComplementField), not for a binding', async () => {
    const browser = testBrowser();
    const { back, check } = await pluginLogin(server.url, 'plugin_hr_auto', 'zhaolei', browser);
    expect(check).toEqual({ needComplementField: true });
    const answer = await join(back, 'plugreg6', browser);
    expect(refused(answer)).toEqual(invalid(REGISTER_REFUSALS.bindingInvalid));
    expect(await exists('plugreg6')).toBe(false);
  });

  it('refuses a person linked meanwhile (openid bound), and the account is undone with its link', async () => {
    const [first, second] = [testBrowser(), testBrowser()];
    const one = await waitingTrace('newcomer1', first);
    const two = await waitingTrace('newcomer1', second);
    const tpbind = demoUsers.find((user) => user.username === 'tpbind')!;
    await bindUser(server.url, one, tpbind, first);
    expect(await linkedTo('newcomer1')).toBe('tpbind');
    const late = await join(two, 'plugreg7', second);
    expect(refused(late)).toEqual(invalid(REGISTER_REFUSALS.openidBound));
    expect(await exists('plugreg7')).toBe(false);
  });
});

describe('a tenant that approves registrations (the demo tenant)', () => {
  it('links the waiting account: needApprove, and the plugin signs it in once approved', async () => {
    const browser = testBrowser();
    const back = await waitingTrace('newcomer2', browser);
    expect(registered(await join(back, 'plugreg8', browser))).toEqual({ needApprove: true });
    expect(await linkedTo('newcomer2')).toBe('plugreg8');
    // Waiting for approval, the account may not sign in yet.
    const waiting = await pluginLogin(server.url, MANUAL, 'newcomer2', testBrowser());
    expect(waiting.check).toEqual({ auth: false, message: PLUGIN_REFUSALS.accountPending });
    await approvals.decide(server.url, await applicationToken(server.db), 'plugreg8', 'APPROVED');
    const { check } = await pluginLogin(server.url, MANUAL, 'newcomer2', testBrowser());
    expect(await tokenUsername(server.db, check.accessToken ?? '')).toBe('plugreg8');
  });
});
