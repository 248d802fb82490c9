import { describe, expect, it } from 'vitest';
import {
  COMPLEMENT_REFUSALS,
  ComplementFormResponse,
  PLUGIN_REFUSALS,
} from '../../../schemas/plugin-login.schema';
import { DEMO_HR_PEOPLE } from '../../plugin/demo-plugin-people';
import { useDemoPlugin } from '../../test/demo-plugin';
import {
  complementFormResponse,
  complementResponse,
  failure,
  pluginLogin,
  traceCheck,
} from '../../test/plugin-client';
import { testBrowser } from '../../test/test-browser';
import { linkOf, tokenUsername, userContacts } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// The fields a plugin source requires and the plugin left out (SPEC 2 `/adapterUserInfo`), over HTTP against
// the demo plugin: plugin_hr_auto makes accounts and requires a phone, which 赵磊 has none of at the plugin.
const server = useTestServer();
useDemoPlugin(server);

const AUTO = 'plugin_hr_auto';
const subjectOf = (username: string) => DEMO_HR_PEOPLE.find((p) => p.username === username)?.subject ?? '';
const waitingZhaolei = async () => {
  const browser = testBrowser();
  const { back, check } = await pluginLogin(server.url, AUTO, 'zhaolei', browser);
  expect(check).toEqual({ needComplementField: true });
  return { browser, traceId: back.traceId };
};

describe('the complement of a trace that waits for fields', () => {
  it('asks for the phone alone, required, to this browser only', async () => {
    const { browser, traceId } = await waitingZhaolei();
    const { data } = ComplementFormResponse.parse(
      (await complementFormResponse(server.url, traceId, browser)).body,
    );
    expect(data.displayName).toBe('赵磊');
    expect(data.form.formData.map((field) => [field.key, field.name, field.rules])).toEqual([
      ['phone', { zh: '', en: '' }, [{ required: true, message: 'fieldRequired' }]],
    ]);
    const elsewhere = await complementFormResponse(server.url, traceId, testBrowser());
    expect(failure(elsewhere).message).toBe(COMPLEMENT_REFUSALS.traceNotFound);
  });

  it('refuses a phone that breaks its rule or is another account’s, and keeps waiting', async () => {
    const { browser, traceId } = await waitingZhaolei();
    const bad = await complementResponse(server.url, traceId, { phone: '12345' }, browser);
    expect(failure(bad).message).toBe(COMPLEMENT_REFUSALS.phoneInvalid);
    // smsuser's number.
    const taken = await complementResponse(server.url, traceId, { phone: '13800138000' }, browser);
    expect(failure(taken).message).toBe(PLUGIN_REFUSALS.phoneExists);
    expect((await complementFormResponse(server.url, traceId, browser)).body).toMatchObject({
      success: true,
    });
  });

  it('makes the account with the phone, linked, signs it in, and is spent', async () => {
    const { browser, traceId } = await waitingZhaolei();
    const done = traceCheck(await complementResponse(server.url, traceId, { phone: '13900139255' }, browser));
    expect(done).toMatchObject({ portalBound: true, auth: true });
    expect(await tokenUsername(server.db, done.accessToken ?? '')).toBe('zhaolei');
    expect(await userContacts(server.db, 'zhaolei')).toMatchObject({ phone: '13900139255' });
    expect(await linkOf(server.db, `plugin:${AUTO}`, subjectOf('zhaolei'))).toEqual({
      issuer: 'idaas-hr-auto',
      username: 'zhaolei',
    });
    const again = await complementResponse(server.url, traceId, { phone: '13900139256' }, browser);
    expect(failure(again).message).toBe(COMPLEMENT_REFUSALS.traceNotFound);
    // Linked now: the next sign-in at the plugin needs no fields.
    const next = await pluginLogin(server.url, AUTO, 'zhaolei', testBrowser());
    expect(next.check).toMatchObject({ portalBound: true });
  });

  it('refuses a trace that waits for a binding, not for fields', async () => {
    const browser = testBrowser();
    const { back } = await pluginLogin(server.url, 'plugin_hr_demo', 'lina', browser);
    const form = await complementFormResponse(server.url, back.traceId, browser);
    expect(failure(form).message).toBe(COMPLEMENT_REFUSALS.traceNotFound);
  });
});
