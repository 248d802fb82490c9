import { expect, it } from 'vitest';
import { AdapterListResponse, EnterpriseResponse, PreFrontendLoginResponse } from '../../schemas/boot.schema';
import { getJson } from '../test/http';
import { useTestServer } from '../test/use-test-server';
import { findSm2Key } from '../tenant/sm2-key.repo';
import { findTenant } from '../tenant/tenant.repo';

// The demo instance's second tenant (demo-branch.ts), beside the default one.
const server = useTestServer();
const BFF = '/api/public/bff/v1.2';

it('seeds demo-branch beside the default tenant: its names, client, colour, key and password adapter', async () => {
  const enterprise = await getJson(`${server.url}${BFF}/enterprise?enterpriseId=demo-branch`);
  expect(EnterpriseResponse.parse(enterprise.body).data).toEqual({
    enterpriseId: 'demo-branch',
    name: '演示分公司',
    nameEn: 'Demo Branch Ltd.',
  });
  const preLogin = PreFrontendLoginResponse.parse(
    (await getJson(`${server.url}${BFF}/pre_frontend_login`)).body,
  );
  expect(preLogin.data.clientId).toBe('demo-login-client');
  const [demo, branch] = await Promise.all([findTenant(server.db), findTenant(server.db, 'demo-branch')]);
  expect(branch).toMatchObject({
    clientId: 'demo-branch-login-client',
    instanceId: demo?.instanceId,
    themeColor: '#2f9e44',
  });
  const keys = await Promise.all([findSm2Key(server.db, 'demo'), findSm2Key(server.db, 'demo-branch')]);
  expect(keys[1]?.publicKey).toMatch(/^04/);
  expect(keys[1]?.publicKey).not.toBe(keys[0]?.publicKey);
  const auths = await getJson(`${server.url}${BFF}/load_auths?enterpriseId=demo-branch`);
  const { data } = AdapterListResponse.parse(auths.body);
  expect(data.list.map((adapter) => adapter.enterpriseAuthId)).toEqual(['system_password_adapter']);
});
