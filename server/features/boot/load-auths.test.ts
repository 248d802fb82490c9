import { describe, expect, it } from 'vitest';
import { AdapterListResponse } from '../../../schemas/boot.schema';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { demoApplication, demoTwoFactorSpApplication } from '../../seed/demo-tenant';
import { getJson } from '../../test/http';
import { useTestServer } from '../../test/use-test-server';

// GET application/load_auths: the login types a service provider's application allows (SPEC section 4).
const server = useTestServer();

const loadAuths = (query: Record<string, string>) =>
  getJson(`${server.url}/api/public/bff/v1.2/application/load_auths?${new URLSearchParams(query)}`);
const appQuery = (app: { spCode: string; applicationKey: string }) => ({
  sp_code: app.spCode,
  application_key: app.applicationKey,
});

describe('application/load_auths', () => {
  it.each([demoApplication, demoTwoFactorSpApplication])(
    'lists the adapters $spCode allows, with the tenant defaults and the application',
    async (app) => {
      const { data } = AdapterListResponse.parse((await loadAuths(appQuery(app))).body);
      expect(data.list.map((adapter) => adapter.enterpriseAuthId)).toEqual(['system_password_adapter']);
      expect(data).toMatchObject({
        idaasAdapter: 'system_password_adapter',
        idaasH5Adapter: 'system_password_adapter',
        purchaseId: app.id,
        appSecurityLevel: 5,
        noSecurityAuth: false,
      });
    },
  );

  it('names the tenant by enterpriseId too', async () => {
    const response = await loadAuths({ ...appQuery(demoApplication), enterpriseId: 'demo' });
    expect(AdapterListResponse.parse(response.body).data.purchaseId).toBe(demoApplication.id);
    const unknown = await loadAuths({ ...appQuery(demoApplication), enterpriseId: 'nope' });
    expect(FailedEnvelope.parse(unknown.body).code).toBe('InvalidParameter');
  });

  it.each([
    ['an unknown sp_code', { sp_code: 'evil', application_key: demoApplication.applicationKey }],
    ['an unknown application_key', { sp_code: demoApplication.spCode, application_key: 'x' }],
    [
      "another application's key",
      { sp_code: demoApplication.spCode, application_key: demoTwoFactorSpApplication.applicationKey },
    ],
  ])('refuses %s with ResourceNotFound', async (_case, query) => {
    const { status, body } = await loadAuths(query);
    expect(status).toBe(200);
    expect(FailedEnvelope.parse(body)).toMatchObject({ success: false, code: 'ResourceNotFound' });
  });

  it('refuses a query without sp_code or application_key as InvalidParameter, naming the field', async () => {
    const { body } = await loadAuths({ sp_code: demoApplication.spCode });
    expect(FailedEnvelope.parse(body)).toMatchObject({
      code: 'InvalidParameter',
      message: 'invalid query: application_key',
    });
  });
});
