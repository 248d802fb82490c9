import { describe, expect, it } from 'vitest';
import {
  PLUGIN_BIND_ERRORS as BIND_ERRORS,
  PLUGIN_TRACE_SECONDS,
} from '../../../schemas/plugin-login.schema';
import { RestTokenSuccess } from '../../../schemas/password-login.schema';
import { DEMO_HR_PEOPLE } from '../../plugin/demo-plugin-people';
import { demoUsers } from '../../seed/demo-users';
import { useDemoPlugin } from '../../test/demo-plugin';
import { errorDescription, login, solvedCaptcha } from '../../test/login-client';
import { bindUser, pluginLogin, type PluginReturn } from '../../test/plugin-client';
import { testBrowser, type TestBrowser } from '../../test/test-browser';
import { linkOf, tokenUsername } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// bind_user over HTTP against the real demo plugin: a trace the check left waiting for a binding is bound to a
// local account by its password (rest_token's grant: captcha, lock, SM2), once; SPEC 8's bind errors.
const server = useTestServer();
useDemoPlugin(server);

const MANUAL = 'plugin_hr_demo';
const account = (username: string) => ({
  username,
  password: demoUsers.find((user) => user.username === username)?.password ?? '',
});
const subjectOf = (username: string) => DEMO_HR_PEOPLE.find((p) => p.username === username)?.subject ?? '';

/** A trace the check left waiting for a binding, for `person` through plugin_hr_demo, in `browser`. */
async function waitingTrace(person: string, browser: TestBrowser, source = MANUAL): Promise<PluginReturn> {
  const { back, check } = await pluginLogin(server.url, source, person, browser);
  if (!check.needBind) throw new Error(`expected needBind, got ${JSON.stringify(check)}`);
  return back;
}

const boundTo = async (response: Awaited<ReturnType<typeof bindUser>>) =>
  tokenUsername(server.db, RestTokenSuccess.parse(response.body).access_token);

describe('bind_user', () => {
  it('binds 李娜 to tpbind by its password, answered as rest_token, and her next login goes straight in', async () => {
    const browser = testBrowser();
    const back = await waitingTrace('lina', browser);
    expect(await boundTo(await bindUser(server.url, back, account('tpbind'), browser))).toBe('tpbind');
    expect((await linkOf(server.db, `plugin:${MANUAL}`, subjectOf('lina')))?.username).toBe('tpbind');
    const { check } = await pluginLogin(server.url, MANUAL, 'lina', testBrowser());
    expect(check).toMatchObject({ portalBound: true, auth: true });
    expect(await tokenUsername(server.db, check.accessToken ?? '')).toBe('tpbind');
    // The trace bound once is spent.
    const again = await bindUser(server.url, back, account('tpbind'), browser);
    expect(errorDescription(again)).toBe(BIND_ERRORS.traceNotFound);
  });

  it('refuses a wrong password (password error) and leaves the trace waiting for the right one', async () => {
    const browser = testBrowser();
    const waiting = await waitingTrace('wangfang', browser);
    const wrong = await bindUser(
      server.url,
      waiting,
      { username: 'hrmatch', password: 'Wrong@123456' },
      browser,
    );
    expect(errorDescription(wrong)).toBe(BIND_ERRORS.passwordError);
    expect(await boundTo(await bindUser(server.url, waiting, account('hrmatch'), browser))).toBe('hrmatch');
  });

  it("counts wrong passwords towards the account's lock, which the password login then holds too", async () => {
    const browser = testBrowser();
    const waiting = await waitingTrace('liuyang', browser);
    const wrong = { username: 'resetcode', password: 'Wrong@123456' };
    const answers: string[] = [];
    for (let n = 0; n < 5; n += 1)
      answers.push(errorDescription(await bindUser(server.url, waiting, wrong, browser)));
    expect(answers.at(-1)).toBe('user_locked');
    const right = account('resetcode');
    expect(errorDescription(await bindUser(server.url, waiting, right, browser))).toBe('user_locked');
    const password = await login(server.url, right.username, right.password, await solvedCaptcha(server.url));
    expect(errorDescription(password)).toBe('user_locked');
  });
});

describe('bind_user refuses a trace not waiting for a binding (trace not found or bound)', () => {
  const refusedFor = async (back: PluginReturn, browser: TestBrowser) =>
    errorDescription(await bindUser(server.url, back, account('resetmail'), browser));

  it('for another code than the one its check was given, or another browser', async () => {
    const browser = testBrowser();
    const back = await waitingTrace('chenjing', browser);
    expect(await refusedFor({ ...back, authCode: 'another-code' }, browser)).toBe(BIND_ERRORS.traceNotFound);
    expect(await refusedFor(back, testBrowser())).toBe(BIND_ERRORS.traceNotFound);
    expect(await refusedFor({ ...back, traceId: 'no-such-trace' }, browser)).toBe(BIND_ERRORS.traceNotFound);
  });

  it('past its 10 minutes', async () => {
    const browser = testBrowser();
    const back = await waitingTrace('chenjing', browser);
    server.clock.advance(PLUGIN_TRACE_SECONDS * 1000 + 1000);
    expect(await refusedFor(back, browser)).toBe(BIND_ERRORS.traceNotFound);
  });

  it('that waits for its fields instead (needComplementField)', async () => {
    const browser = testBrowser();
    const { back, check } = await pluginLogin(server.url, 'plugin_hr_auto', 'zhaolei', browser);
    expect(check).toEqual({ needComplementField: true });
    expect(await refusedFor(back, browser)).toBe(BIND_ERRORS.traceNotFound);
  });
});

describe('bind_user refuses a link SPEC 8 forbids', () => {
  it('openid bound: the person was linked meanwhile by another waiting trace', async () => {
    const [first, second] = [testBrowser(), testBrowser()];
    const one = await waitingTrace('zhaolei', first);
    const two = await waitingTrace('zhaolei', second);
    expect(await boundTo(await bindUser(server.url, one, account('resetphone'), first))).toBe('resetphone');
    const late = await bindUser(server.url, two, account('resetquestion'), second);
    expect(errorDescription(late)).toBe(BIND_ERRORS.openidBound);
  });

  it('username bound: the account is linked to another person of the source already (李娜, above)', async () => {
    const browser = testBrowser();
    const back = await waitingTrace('chenjing', browser);
    const taken = await bindUser(server.url, back, account('tpbind'), browser);
    expect(errorDescription(taken)).toBe(BIND_ERRORS.usernameBound);
    expect(await linkOf(server.db, `plugin:${MANUAL}`, subjectOf('chenjing'))).toBeNull();
  });
});
