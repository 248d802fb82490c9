import { afterAll, beforeAll, expect, it } from 'vitest';
import { SystemSettingResponse } from '../../schemas/boot.schema';
import { FailedEnvelope } from '../../schemas/envelope.schema';
import { getJson, sendJson } from '../test/http';
import { findTenant, setInstanceSwitches } from '../tenant/tenant.repo';
import { approvals } from '../test/register-client';
import { demoAdminTool } from './demo-tenant';
import { BOOT_TIMEOUT_MS, startTestServer, type TestServer } from '../test/start-test-server';

const BFF = '/api/public/bff/v1.2';
const ALLOWING_LOCALHOST = ['203.0.113.0/24', '127.0.0.0/8'];
let server: TestServer;
// Seeded with every switch on; later tests turn them off in the database, as an operator would.
beforeAll(async () => {
  server = await startTestServer({
    seed: {
      instanceState: 'expired',
      ipAllowlist: ['203.0.113.0/24'],
      skipForceLogin: true,
      registrationNeedsApproval: false,
      globalLogin: false,
      applicationToken: demoAdminTool.token,
    },
  });
}, BOOT_TIMEOUT_MS);
afterAll(() => server.close());

const code = async (path: string) =>
  FailedEnvelope.parse((await getJson(`${server.url}${BFF}/${path}`)).body).code;

it('a caller outside the IP allowlist gets InvalidIPAccess on every API call', async () => {
  for (const path of ['pre_frontend_login', 'enterprise', 'load_auths?enterpriseId=demo', 'captcha']) {
    expect(await code(path)).toBe('InvalidIPAccess');
  }
  expect(FailedEnvelope.parse((await sendJson(`${server.url}${BFF}/sm2_key`, {})).body).code).toBe(
    'InvalidIPAccess',
  );
  expect((await getJson(`${server.url}/api/bff/v1.2/commons/user_details`)).body).toMatchObject({
    code: 'InvalidIPAccess',
  });
  expect((await fetch(`${server.url}/api/public/image/demo-logo.svg`)).status).toBe(403);
});

it('an expired instance answers ExpiredInstance with HTTP 200', async () => {
  await setInstanceSwitches(server.db, 'demo', { instanceState: 'expired', ipAllowlist: ALLOWING_LOCALHOST });
  const { status, body } = await getJson(`${server.url}${BFF}/pre_frontend_login`);
  expect(status).toBe(200);
  expect(FailedEnvelope.parse(body).code).toBe('ExpiredInstance');
});

it('an active instance serves a caller inside the allowlist', async () => {
  await setInstanceSwitches(server.db, 'demo', { instanceState: 'active', ipAllowlist: ALLOWING_LOCALHOST });
  expect((await getJson(`${server.url}${BFF}/pre_frontend_login`)).body).toMatchObject({ success: true });
});

it('the skip-force-login switch reaches the system settings', async () => {
  const settings = SystemSettingResponse.parse(
    (await getJson(`${server.url}${BFF}/system_setting/show`)).body,
  );
  expect(settings.data.skipForceLogin).toBe(true);
});

it('the global-login switch leaves the demo page to its own tenant, and closes the instance-wide grant', async () => {
  const settings = SystemSettingResponse.parse(
    (await getJson(`${server.url}${BFF}/system_setting/show`)).body,
  );
  expect(settings.data.globalLogin).toBe(false);
  const { status, body } = await sendJson(`${server.url}${BFF}/authenticate/global/login`, {
    client_id: 'demo-login-client',
    ticket: 'tkt_0123456789abcdefghij',
  });
  expect({ status, body }).toMatchObject({ status: 400, body: { error_description: 'invalid_client' } });
});

it('the registration switch takes registrations without approval; the demo tool token answers', async () => {
  expect((await findTenant(server.db, 'demo'))?.settings.registrationNeedsApproval).toBe(false);
  expect((await approvals.list(server.url, demoAdminTool.token)).body).toMatchObject({
    success: true,
    data: [],
  });
});
