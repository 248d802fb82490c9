import { describe, expect, it } from 'vitest';
import { DingTalkOidcPluginListResponse, pluginsOf } from './dingtalk-oidc-plugin.schema';
import { ThirdPartyStartQuery } from './third-party-login.schema';

const ok = (data: unknown) => ({ success: true, code: '200', data });
const DEMO = { id: 'dingtalk-demo', name: '钉钉', nameEn: 'DingTalk', logo: null };

describe('DingTalkOidcPluginListResponse', () => {
  it('reads each plugin, its English name and logo optional', () => {
    const parsed = DingTalkOidcPluginListResponse.parse(ok([DEMO, { id: 'b', name: '钉钉二' }]));
    expect(pluginsOf(parsed.data)).toEqual([DEMO, { id: 'b', name: '钉钉二' }]);
  });

  it('drops a malformed plugin (no name, an id no URL can carry) and keeps the others', () => {
    const parsed = DingTalkOidcPluginListResponse.parse(
      ok([{ id: 'a' }, { id: 'a b/c', name: 'x' }, 'junk', DEMO]),
    );
    expect(pluginsOf(parsed.data)).toEqual([DEMO]);
  });

  it('refuses an answer whose data is no list (the page then shows no plugin)', () => {
    expect(DingTalkOidcPluginListResponse.safeParse(ok({ list: [DEMO] })).success).toBe(false);
  });
});

describe('ThirdPartyStartQuery pluginId', () => {
  it('takes a plugin id and refuses one no URL can carry plainly', () => {
    expect(ThirdPartyStartQuery.parse({ clientId: 'c', pluginId: 'dingtalk-demo' }).pluginId).toBe(
      'dingtalk-demo',
    );
    expect(ThirdPartyStartQuery.safeParse({ clientId: 'c', pluginId: '../x' }).success).toBe(false);
  });
});
