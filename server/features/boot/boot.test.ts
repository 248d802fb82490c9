import { describe, expect, it } from 'vitest';
import {
  AdapterListResponse,
  EnterpriseResponse,
  IdpInfoResponse,
  LoginPageTemplateResponse,
  PreFrontendLoginResponse,
  Sm2KeyResponse,
  SystemSettingResponse,
} from '../../../schemas/boot.schema';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { parseLoginPageConfig } from '../../../schemas/login-page-config.schema';
import { getJson, sendJson } from '../../test/http';
import { useTestServer } from '../../test/use-test-server';

const BFF = '/api/public/bff/v1.2';
const server = useTestServer();

describe('boot calls', () => {
  it('pre_frontend_login gives the login data', async () => {
    const { body } = await getJson(`${server.url}${BFF}/pre_frontend_login`);
    const parsed = PreFrontendLoginResponse.parse(body);
    expect(parsed).toMatchObject({ success: true, code: '200' });
    expect(parsed.data).toEqual({
      clientId: 'demo-login-client',
      instanceId: 'idaas-demo-instance',
      themeColor: '#1c7ed6',
    });
  });

  it('enterprise, idp4_info and system_setting/show describe the tenant', async () => {
    const enterprise = EnterpriseResponse.parse((await getJson(`${server.url}${BFF}/enterprise`)).body);
    expect(enterprise.data).toEqual({ enterpriseId: 'demo', name: '演示企业', nameEn: 'Demo Inc.' });
    const idp = IdpInfoResponse.parse((await getJson(`${server.url}${BFF}/idp4_info`)).body);
    expect(idp.data.idpName).toBeTruthy();
    const settings = SystemSettingResponse.parse(
      (await getJson(`${server.url}${BFF}/system_setting/show`)).body,
    );
    // The demo tenant takes registrations (the login page links to /register) and signs in across tenants.
    expect(settings.data).toMatchObject({
      title: '演示企业统一登录',
      icon: 'demo-icon.png',
      allowRegister: true,
      globalLogin: true,
      // The demo is not on the free edition: nothing on its login page is gated.
      edition: 'standard',
    });
  });

  it("idp4_info with enterpriseId answers that tenant's, without it the default tenant's", async () => {
    const idpInfo = async (query: string) =>
      IdpInfoResponse.parse((await getJson(`${server.url}${BFF}/idp4_info${query}`)).body).data;
    expect(await idpInfo('')).toEqual({ idpName: 'IDaaS Demo', version: '1.2.0' });
    expect(await idpInfo('?enterpriseId=demo-branch')).toEqual({
      idpName: 'IDaaS Demo Branch',
      version: '1.2.0',
    });
    expect(await idpInfo('?enterpriseId=demo')).toEqual(await idpInfo(''));
  });

  it("pre_frontend_login, system_setting/show and sm2_key with enterpriseId answer that tenant's", async () => {
    const preLogin = async (query: string) =>
      PreFrontendLoginResponse.parse((await getJson(`${server.url}${BFF}/pre_frontend_login${query}`)).body)
        .data;
    const settings = async (query: string) =>
      SystemSettingResponse.parse((await getJson(`${server.url}${BFF}/system_setting/show${query}`)).body)
        .data;
    const key = async (query: string) =>
      Sm2KeyResponse.parse((await sendJson(`${server.url}${BFF}/sm2_key${query}`, {})).body).data.publicKey;
    const branch = '?enterpriseId=demo-branch';
    expect(await preLogin(branch)).toMatchObject({
      clientId: 'demo-branch-login-client',
      themeColor: '#2f9e44',
    });
    expect(await preLogin('?enterpriseId=demo')).toEqual(await preLogin(''));
    expect(await settings(branch)).toMatchObject({ title: '演示分公司统一登录' });
    expect(await key(branch)).not.toBe(await key(''));
  });

  it('sm2_key gives an uncompressed public key and a fresh one-time challenge as its code', async () => {
    const answer = async () =>
      Sm2KeyResponse.parse((await sendJson(`${server.url}${BFF}/sm2_key`, {})).body).data;
    const [first, second] = [await answer(), await answer()];
    expect(first.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    // The key's code, an expiry, a nonce and a MAC (server/crypto/sm2-challenge.ts).
    expect(first.code).toMatch(/^[0-9a-f]{16}\.\d+\.[\w-]{22}\.[\w-]{43}$/);
    expect(second.publicKey).toBe(first.publicKey);
    expect(second.code).not.toBe(first.code);
  });

  it('load_auths lists the adapters, hidden ones flagged', async () => {
    const { data } = AdapterListResponse.parse(
      (await getJson(`${server.url}${BFF}/load_auths?enterpriseId=demo`)).body,
    );
    expect(data.idaasAdapter).toBe('system_password_adapter');
    expect(data.noSecurityAuth).toBe(false);
    const ids = data.list.filter((a) => a.display).map((a) => a.enterpriseAuthId);
    expect(ids).toEqual([
      'system_password_adapter',
      'system_mobilephonetoken_adapter',
      'system_scancode_adapter',
      'system_ldap_adapter',
      'system_bjcacert_adapter',
      'system_aad_adapter',
      'system_oidc_code_adapter',
      'system_oidc_code_manual_adapter',
      'system_ddtalk_adapter',
      'system_wechat_adapter',
      'system_wechatenterprise_adapter',
      'system_alipay_adapter',
      'system_alilang_adapter',
      'plugin_hr_demo',
      'plugin_hr_auto',
    ]);
    expect(data.list.some((a) => !a.display)).toBe(true);
  });

  it('login_page_template gives the custom config as a JSON string', async () => {
    const { data } = LoginPageTemplateResponse.parse(
      (await getJson(`${server.url}${BFF}/login_page_template?enterpriseId=demo`)).body,
    );
    const config = parseLoginPageConfig(data.customConfig);
    expect(config.loginLogoUuid).toBe('demo-logo.svg');
    expect(config.loginTypeList.map((t) => t.key)).toEqual([
      'system_password_adapter',
      'system_mobilephonetoken_adapter',
      'system_ldap_adapter',
      'system_scancode_adapter',
      'system_bjcacert_adapter',
    ]);
    expect(config.loginFooterContentLink).toMatch(/^https:\/\//);
  });

  it.each([
    'load_auths',
    'login_page_template',
    'enterprise',
    'idp4_info',
    'pre_frontend_login',
    'system_setting/show',
    'sm2_key',
  ])('%s with an unknown enterprise is InvalidParameter', async (path) => {
    const url = `${server.url}${BFF}/${path}?enterpriseId=nope`;
    const { body } = path === 'sm2_key' ? await sendJson(url, {}) : await getJson(url);
    expect(FailedEnvelope.parse(body).code).toBe('InvalidParameter');
  });
});
