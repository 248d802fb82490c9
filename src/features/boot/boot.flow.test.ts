import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { type BootAnswers, bootAnswersJson } from '../../../schemas/boot-answers.schema';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { Api } from '../../api/request';
import { bootAnswers } from './boot-answers';
import { bootFlow } from './boot.flow';

const ok = <T>(data: T) => ({ success: true, code: '200', message: 'success', data });
// What the reference server puts into the page (server/features/boot/boot-page.route.ts), in short.
const ANSWERS = {
  preFrontendLogin: ok({ clientId: 'c1', instanceId: 'i1', themeColor: '#1c7ed6' }),
  enterprise: ok({ enterpriseId: 'demo', name: '演示企业', nameEn: null }),
  idpInfo: ok({ idpName: 'IDaaS', version: '1.0' }),
  systemSetting: ok({ title: '登录 </script>', titleEn: null, icon: 'icon.png', skipForceLogin: false }),
  sm2Key: ok({ code: 'k1', publicKey: `04${'a'.repeat(128)}` }),
  loadAuths: ok({
    list: [{ enterpriseAuthId: 'system_password_adapter', name: '密码', display: true }],
    idaasAdapter: 'system_password_adapter',
    appSecurityLevel: 5,
    noSecurityAuth: false,
  }),
  loginPageTemplate: ok({ customConfig: '{"loginContentPosition":"left"}' }),
  dingTalkOidcPlugins: ok([{ id: 'dingtalk-demo', name: '钉钉', nameEn: 'DingTalk', logo: null }]),
} satisfies BootAnswers;

/** An API that answers every boot call like the server does, and records which it was asked. */
function answeringApi() {
  const asked: { path: string; options: unknown }[] = [];
  const byPath = new Map<string, unknown>(
    Object.entries(ANSWERS).map(([call, answer]) => [ENDPOINTS[call as keyof typeof ANSWERS].path, answer]),
  );
  const api: Api = (endpoint, options) => {
    asked.push({ path: endpoint.path, options });
    // Parsed by the endpoint's own schema, as request() does.
    return Promise.resolve(endpoint.response.parse(byPath.get(endpoint.path)) as never);
  };
  return { api, asked };
}

const boot = (api: Api, json: string | null) =>
  toPromise(createActor(bootFlow({ api }, bootAnswers(json)), { input: { enterpriseId: null } }).start());

describe('boot flow with the answers the page came with', () => {
  it('needs no call at all when the page carries every answer, and reads them as the calls would', async () => {
    const withBlock = answeringApi();
    const withoutBlock = answeringApi();
    const fromPage = await boot(withBlock.api, bootAnswersJson(ANSWERS));
    expect(withBlock.asked).toEqual([]);
    expect(fromPage).toEqual(await boot(withoutBlock.api, null));
    expect(withoutBlock.asked).toHaveLength(8);
    expect(fromPage.kind === 'ready' && fromPage.tenant.systemSetting?.title).toBe('登录 </script>');
  });

  it('makes the call for an answer that is missing, malformed or a refusal, the tenant calls without enterpriseId', async () => {
    const { api, asked } = answeringApi();
    const { enterprise: _missing, ...rest } = ANSWERS;
    const json = JSON.stringify({
      ...rest,
      sm2Key: ok({ code: 'k1', publicKey: 'not a key' }),
      loadAuths: { success: false, code: 'InvalidParameter', message: 'enterpriseId is invalid' },
    });
    const output = await boot(api, json);
    expect(asked.map((a) => a.path).sort()).toEqual(['enterprise', 'load_auths', 'sm2_key']);
    expect(asked.filter((a) => a.path !== 'sm2_key').map((a) => a.options)).toEqual([
      { query: {}, signal: expect.any(AbortSignal) },
      { query: {}, signal: expect.any(AbortSignal) },
    ]);
    expect(output.kind === 'ready' && output.tenant.failed).toEqual([]);
  });

  it("boots another tenant by asking each call about it: the page's answers are the default's", async () => {
    const { api, asked } = answeringApi();
    const answers = bootAnswers(bootAnswersJson(ANSWERS));
    const output = await toPromise(
      createActor(bootFlow({ api }, answers), { input: { enterpriseId: 'demo-branch' } }).start(),
    );
    expect(asked).toHaveLength(8);
    expect(asked.map((a) => a.options)).toEqual(
      asked.map(() => ({ query: { enterpriseId: 'demo-branch' }, signal: expect.any(AbortSignal) })),
    );
    expect(output.kind === 'ready' && output.tenant.bootedFor).toBe('demo-branch');
    // Left untaken: the default tenant's boot still has them.
    expect(answers.take('enterprise')).not.toBeNull();
  });

  it('makes every call when the block is not JSON', async () => {
    const { api, asked } = answeringApi();
    await boot(api, '{"preFrontendLogin": ');
    expect(asked).toHaveLength(8);
  });

  it('takes each answer once: a later boot asks the API', async () => {
    const answers = bootAnswers(bootAnswersJson(ANSWERS));
    const { api, asked } = answeringApi();
    const flow = bootFlow({ api }, answers);
    await toPromise(createActor(flow, { input: { enterpriseId: null } }).start());
    expect(asked).toHaveLength(0);
    await toPromise(createActor(flow, { input: { enterpriseId: null } }).start());
    expect(asked).toHaveLength(8);
  });
});

describe('boot flow and the DingTalk OIDC plugins', () => {
  const withPlugins = (answer: unknown) => {
    const { api } = answeringApi();
    return boot(api, JSON.stringify({ ...ANSWERS, dingTalkOidcPlugins: answer }));
  };
  const plugins = (output: Awaited<ReturnType<typeof boot>>) =>
    output.kind === 'ready' ? output.tenant.dingTalkPlugins : 'fallback';

  it('reads the plugins the page carries, dropping one it cannot read', async () => {
    const answer = ok([{ id: 'a', name: '钉钉甲' }, { id: 'no name' }]);
    expect(plugins(await withPlugins(answer))).toEqual([{ id: 'a', name: '钉钉甲' }]);
  });

  it('boots with no plugins when their list fails or is no list', async () => {
    const failing: Api = (endpoint, options) =>
      endpoint.path === ENDPOINTS.dingTalkOidcPlugins.path
        ? Promise.reject(new Error('network'))
        : answeringApi().api(endpoint, options);
    const { dingTalkOidcPlugins: _left, ...rest } = ANSWERS;
    const output = await boot(failing, JSON.stringify(rest));
    expect(plugins(output)).toEqual([]);
    expect(output.kind === 'ready' && output.tenant.failed).toEqual(['dingTalkOidcPlugins']);
    const { api } = answeringApi();
    const malformed: Api = (endpoint, options) =>
      endpoint.path === ENDPOINTS.dingTalkOidcPlugins.path
        ? Promise.resolve(endpoint.response.parse(ok({ list: [] })) as never)
        : api(endpoint, options);
    expect(plugins(await boot(malformed, JSON.stringify(rest)))).toEqual([]);
  });
});
