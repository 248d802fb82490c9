import { describe, expect, it } from 'vitest';
import { DingTalkOidcPluginListResponse } from '../../../schemas/dingtalk-oidc-plugin.schema';
import { THIRD_PARTY_REFUSALS } from '../../../schemas/third-party-login.schema';
import {
  DEMO_DINGTALK_OIDC_PATH,
  DEMO_DINGTALK_OIDC_PLUGIN_ID,
  demoSubject,
} from '../../idp/demo-identities';
import { demoUsers } from '../../seed/demo-users';
import { useDemoIdp } from '../../test/demo-idp';
import { getJson } from '../../test/http';
import { testBrowser } from '../../test/test-browser';
import {
  callbackData,
  loginBinding,
  refusal,
  startThirdPartyResponse,
  thirdPartyLogin,
} from '../../test/third-party-client';
import { linkOf, setPluginEnabled, tokenUsername } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// DingTalk through OIDC: the plugin list, and a sign-in through the demo bridge (the real OpenID provider
// process, whose bridge signs people in at its DingTalk simulator) as the second OIDC variant.
const server = useTestServer();
const idp = useDemoIdp(server);

const LIST = '/api/public/bff/v1.2/application/plugin_oidc_dingtalk/getODICDingTalkPluginList';
const plugin = { pluginId: DEMO_DINGTALK_OIDC_PLUGIN_ID };
const TPBIND = {
  username: 'tpbind',
  password: demoUsers.find((u) => u.username === 'tpbind')?.password ?? '',
};

describe('getODICDingTalkPluginList', () => {
  it("answers the tenant's enabled plugins, and none once switched off", async () => {
    const listed = await getJson(`${server.url}${LIST}`);
    expect(DingTalkOidcPluginListResponse.parse(listed.body).data).toEqual([
      {
        id: DEMO_DINGTALK_OIDC_PLUGIN_ID,
        name: '钉钉（演示组织）',
        nameEn: 'DingTalk (demo organisation)',
        logo: null,
      },
    ]);
    await setPluginEnabled(server.db, DEMO_DINGTALK_OIDC_PLUGIN_ID, false);
    try {
      const off = await getJson(`${server.url}${LIST}?enterpriseId=demo`);
      expect(DingTalkOidcPluginListResponse.parse(off.body).data).toEqual([]);
    } finally {
      await setPluginEnabled(server.db, DEMO_DINGTALK_OIDC_PLUGIN_ID, true);
    }
  });

  it('refuses a tenant it does not know', async () => {
    const answer = await getJson(`${server.url}${LIST}?enterpriseId=nobody`);
    expect(answer.body).toMatchObject({ success: false, code: 'InvalidParameter' });
  });
});

describe('a sign-in through the plugin', () => {
  it('signs the linked DingTalk person in, vouched for by the bridge', async () => {
    const data = callbackData(
      await thirdPartyLogin(server.url, 'oidc_code_adapter', 'zhangwei', testBrowser(), plugin),
    );
    if (!('accessToken' in data)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, data.accessToken)).toBe('demo');
  });

  it('binds a newcomer under the bridge issuer and DingTalk unionId, then signs them straight in', async () => {
    const browser = testBrowser();
    const first = callbackData(
      await thirdPartyLogin(server.url, 'oidc_code_adapter', 'newcomer1', browser, plugin),
    );
    if (!('uuid' in first)) throw new Error('expected a pending binding');
    const bound = await loginBinding(server.url, 'oidc_code_adapter', first.uuid, TPBIND, browser);
    expect(bound.body).toHaveProperty('access_token');
    expect(await linkOf(server.db, 'oidc_code_adapter', demoSubject('ddtalk', 'newcomer1'))).toEqual({
      issuer: `${idp.url}${DEMO_DINGTALK_OIDC_PATH}`,
      username: 'tpbind',
    });
    const next = callbackData(
      await thirdPartyLogin(server.url, 'oidc_code_adapter', 'newcomer1', testBrowser(), plugin),
    );
    if (!('accessToken' in next)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, next.accessToken)).toBe('tpbind');
  });

  it('is not the source of the second OIDC variant: its people there are other people', async () => {
    // The same person through the tenant's own oidc_code_adapter source is vouched for by another issuer.
    const data = callbackData(
      await thirdPartyLogin(server.url, 'oidc_code_adapter', 'newcomer1', testBrowser()),
    );
    expect(data).toHaveProperty('needBind', true);
  });

  it('refuses a plugin with another kind, and one the tenant has not (or has switched off)', async () => {
    const browser = testBrowser();
    const ddtalk = await startThirdPartyResponse(server.url, 'ddtalk', browser, plugin);
    expect(refusal(ddtalk)).toBe('invalid query: pluginId');
    const unknown = { pluginId: 'nobody' };
    const none = await startThirdPartyResponse(server.url, 'oidc_code_adapter', browser, unknown);
    expect(refusal(none)).toBe(THIRD_PARTY_REFUSALS.sourceUnavailable);
    await setPluginEnabled(server.db, DEMO_DINGTALK_OIDC_PLUGIN_ID, false);
    try {
      const off = await startThirdPartyResponse(server.url, 'oidc_code_adapter', browser, plugin);
      expect(refusal(off)).toBe(THIRD_PARTY_REFUSALS.sourceUnavailable);
    } finally {
      await setPluginEnabled(server.db, DEMO_DINGTALK_OIDC_PLUGIN_ID, true);
    }
  });
});
