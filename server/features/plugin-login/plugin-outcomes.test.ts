import { afterEach, describe, expect, it } from 'vitest';
import { PLUGIN_REFUSALS as REFUSALS } from '../../../schemas/plugin-login.schema';
import { DEMO_HR_PEOPLE } from '../../plugin/demo-plugin-people';
import { useDemoPlugin } from '../../test/demo-plugin';
import { insertTestAccount, setAccountStatus } from '../../test/inspect.repo';
import { checkTraceResponse, pluginLogin, throughPlugin, traceCheck } from '../../test/plugin-client';
import { setPluginSourceRules } from '../../test/plugin.repo';
import { testBrowser } from '../../test/test-browser';
import { linkOf, tokenUsername, userContacts } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// The trace check's outcomes (SPEC 4, plugin binding result; SPEC 8 trace errors) over HTTP, against the real
// demo plugin (a process of its own): the code exchanged server to server, then the person settled as the
// source says (plugin_hr_demo: bind by hand; plugin_hr_auto: bind by mail, else make an account with a phone).
const server = useTestServer();
useDemoPlugin(server);

const subjectOf = (username: string) => DEMO_HR_PEOPLE.find((p) => p.username === username)?.subject ?? '';
const AUTO = 'plugin_hr_auto';
const MANUAL = 'plugin_hr_demo';
// plugin_hr_auto as seeded; a test that changes it has it back after.
const AUTO_RULES = { autoBind: 'email' as const, autoCreate: true, complementFields: ['phone'] };
afterEach(() => setPluginSourceRules(server.db, AUTO, AUTO_RULES));

/** The username a signed-in trace check's token was issued to. */
async function signedInAs(check: { accessToken?: string | undefined }) {
  if (!check.accessToken) throw new Error(`expected a token, got ${JSON.stringify(check)}`);
  return tokenUsername(server.db, check.accessToken);
}

describe('the trace check of a linked person', () => {
  it.each([MANUAL, AUTO])(
    '%s: signs 张伟 in as the local account the seed links, portal bound',
    async (source) => {
      const { check } = await pluginLogin(server.url, source, 'zhangwei', testBrowser());
      expect(check).toMatchObject({ portalBound: true, auth: true });
      expect(await signedInAs(check)).toBe('demo');
    },
  );

  it('refuses a linked account that may not sign in as unavailable', async () => {
    await setAccountStatus(server.db, 'demo', 'disabled');
    try {
      const { check } = await pluginLogin(server.url, MANUAL, 'zhangwei', testBrowser());
      expect(check).toEqual({ auth: false, message: REFUSALS.accountUnavailable });
    } finally {
      await setAccountStatus(server.db, 'demo', 'active');
    }
  });
});

describe('a source that binds by mail', () => {
  it('binds 王芳 to the one account with her mail (hrmatch), and finds the link again', async () => {
    const first = (await pluginLogin(server.url, AUTO, 'wangfang', testBrowser())).check;
    expect(first).toMatchObject({ portalBound: true, auth: true });
    expect(await signedInAs(first)).toBe('hrmatch');
    expect(await linkOf(server.db, `plugin:${AUTO}`, subjectOf('wangfang'))).toEqual({
      issuer: 'idaas-hr-auto',
      username: 'hrmatch',
    });
    expect(await signedInAs((await pluginLogin(server.url, AUTO, 'wangfang', testBrowser())).check)).toBe(
      'hrmatch',
    );
  });

  it('answers autoBindFalid (bindFailed) when the account with the mail is linked to another person', async () => {
    const { check } = await pluginLogin(server.url, AUTO, 'chenjing', testBrowser());
    expect(check).toEqual({ autoBindFalid: true, message: REFUSALS.bindFailed });
    expect(await linkOf(server.db, `plugin:${AUTO}`, subjectOf('chenjing'))).toBeNull();
  });

  it('answers autoBindFalid (userNotFound) when no account has the mail and the source makes none', async () => {
    await setPluginSourceRules(server.db, AUTO, { ...AUTO_RULES, autoCreate: false });
    const { check } = await pluginLogin(server.url, AUTO, 'liuyang', testBrowser());
    expect(check).toEqual({ autoBindFalid: true, message: REFUSALS.userNotFound });
  });

  it('answers autoBindFalid (unsupportedAssociation) when the plugin sends no value of the attribute', async () => {
    await setPluginSourceRules(server.db, AUTO, {
      autoBind: 'phone',
      autoCreate: false,
      complementFields: [],
    });
    const { check } = await pluginLogin(server.url, AUTO, 'zhaolei', testBrowser());
    expect(check).toEqual({ autoBindFalid: true, message: REFUSALS.unsupportedAssociation });
  });
});

describe('a source that makes accounts', () => {
  it("makes 李娜's account from the plugin's username, name, mail and phone, linked, and signs her in", async () => {
    const { check } = await pluginLogin(server.url, AUTO, 'lina', testBrowser());
    expect(check).toMatchObject({ portalBound: true, auth: true });
    expect(await signedInAs(check)).toBe('lina');
    expect(await userContacts(server.db, 'lina')).toEqual({ email: 'lina@hr.example', phone: '13900139203' });
    expect((await linkOf(server.db, `plugin:${AUTO}`, subjectOf('lina')))?.username).toBe('lina');
  });

  it('answers autoCreateFalid (phoneExists) when an account has the phone, and makes none', async () => {
    const { check } = await pluginLogin(server.url, AUTO, 'liuyang', testBrowser());
    expect(check).toEqual({ autoCreateFalid: true, message: REFUSALS.phoneExists });
    expect(await userContacts(server.db, 'liuyang')).toBeNull();
  });

  it('answers autoCreateFalid (usernameExists, emailExists) for a username or mail an account has', async () => {
    await setPluginSourceRules(server.db, AUTO, { autoBind: null, autoCreate: true, complementFields: [] });
    // Any spelling of the name is the name (its key).
    await insertTestAccount(server.db, { username: 'ZhaoLei', email: null });
    const byName = (await pluginLogin(server.url, AUTO, 'zhaolei', testBrowser())).check;
    expect(byName).toEqual({ autoCreateFalid: true, message: REFUSALS.usernameExists });
    const byMail = (await pluginLogin(server.url, AUTO, 'chenjing', testBrowser())).check;
    expect(byMail).toEqual({ autoCreateFalid: true, message: REFUSALS.emailExists });
  });

  it('answers needComplementField for a person without the phone the source requires, and makes nothing yet', async () => {
    const { check } = await pluginLogin(server.url, AUTO, 'zhaolei', testBrowser());
    expect(check).toEqual({ needComplementField: true });
    expect(await linkOf(server.db, `plugin:${AUTO}`, subjectOf('zhaolei'))).toBeNull();
  });
});

describe('a source that binds by hand', () => {
  it('answers needBind for a person no account is linked to, and links nothing', async () => {
    const { check } = await pluginLogin(server.url, MANUAL, 'wangfang', testBrowser());
    expect(check).toEqual({ needBind: true });
    expect(await linkOf(server.db, `plugin:${MANUAL}`, subjectOf('wangfang'))).toBeNull();
  });

  it("answers the plugin's refusal of a code issued for another trace as authNotFinished", async () => {
    const browser = testBrowser();
    const first = await throughPlugin(server.url, MANUAL, 'lina', browser);
    const second = await throughPlugin(server.url, MANUAL, 'lina', browser);
    const swapped = { traceId: second.traceId, authCode: first.authCode };
    const check = traceCheck(await checkTraceResponse(server.url, swapped, browser));
    expect(check).toEqual({ auth: false, message: REFUSALS.authNotFinished });
  });
});
