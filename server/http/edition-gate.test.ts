import { afterEach, describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../schemas/envelope.schema';
import { RestTokenSuccess } from '../../schemas/password-login.schema';
import { EDITION_REFUSALS } from '../../schemas/refusals';
import type { Edition } from '../../schemas/rules/edition.rule';
import { SmsCodeSentResponse } from '../../schemas/sms-login.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { getJson, sendJson, type JsonResponse } from '../test/http';
import { insertTestAccount } from '../test/inspect.repo';
import { login, restTokenBody, solvedCaptcha } from '../test/login-client';
import { registerForm } from '../test/register-client';
import { smsLoginClient } from '../test/sms-login-client';
import { demoUsers } from '../seed/demo-users';
import { updateTenantSettings } from '../tenant/tenant.repo';
import { useTestServer } from '../test/use-test-server';

// The free edition over HTTP (SPEC 2): its tenant's page offers the password alone, and the server refuses the
// other login types' own calls, so a page that skips the prompt, or a script, signs no one in by them.
const server = useTestServer({ trustProxy: true });
const PUBLIC = '/api/public/bff/v1.2';
const PAID_FEATURE = { success: false, code: 'Forbidden', message: EDITION_REFUSALS.paidFeature };

const setEdition = (tenant: string, edition: Edition) => updateTenantSettings(server.db, tenant, { edition });
afterEach(async () => {
  await setEdition('demo', 'standard');
  await setEdition('demo-branch', 'standard');
});

let numbers = 0;
/** An SMS client of its own address, and a fresh account of the demo tenant with a phone to text. */
const smsAccount = async () => {
  numbers += 1;
  const phone = `1370000${String(numbers).padStart(4, '0')}`;
  await insertTestAccount(server.db, { username: `edition-${numbers}`, email: null, phoneNumber: phone });
  return { phone, call: smsLoginClient(server.url, `203.0.113.${numbers}`) };
};
const failure = (response: JsonResponse) => FailedEnvelope.safeParse(response.body).data ?? null;
const demo = demoUsers.find((user) => user.username === 'demo')!;

/** A registration for a plugin trace, of the tenant its form names (`enterpriseId`, as POST register's). */
const pluginRegistration = async (enterpriseId = 'demo') =>
  sendJson(`${server.url}${PUBLIC}/register/adapter/binding`, {
    ...(await registerForm(server.url, { username: 'edition-joined', password: 'Joined#2024x' })),
    enterpriseId,
    traceId: 'tr4ce',
    authCode: 'c0de',
  });

/** One call of each paid login type, of the demo tenant, with a body its schema takes. */
const PAID_CALLS: Record<string, () => Promise<JsonResponse>> = {
  'SMS code: send_code': async () => (await smsAccount()).call.sendCode('13700009999'),
  'SMS code: login_': async () => (await smsAccount()).call.login('13700009999', '123456'),
  'third party (aad): login_': () =>
    getJson(`${server.url}${PUBLIC}/authenticate/aad/login_?clientId=demo-login-client&_enterprise_id=demo`),
  'third party (wechat): submit_callback': () =>
    sendJson(`${server.url}${PUBLIC}/authenticate/wechat/submit_callback`, {
      code: 'c0de',
      state: 'st4te',
      clientId: 'demo-login-client',
      _enterprise_id: 'demo',
    }),
  'QR code: init_code': () => getJson(`${server.url}${PUBLIC}/one_time_login/init_code?_enterprise_id=demo`),
  'QR code: a phone’s init (adapter/inside/mobile/qr_code)': () =>
    getJson(`${server.url}${PUBLIC}/adapter/inside/mobile/qr_code?_enterprise_id=demo`),
  'USB key: bjcacert/login': () => getJson(`${server.url}${PUBLIC}/bjcacert/login?_enterprise_id=demo`),
  'Alilang: getUemTokenParams_': () =>
    getJson(`${server.url}${PUBLIC}/authenticate/alilang/getUemTokenParams_?clientId=demo-login-client`),
  'plugin: authenticate/plugin/generate_trace_id': () =>
    sendJson(`${server.url}${PUBLIC}/authenticate/plugin/generate_trace_id`, {
      enterpriseAuthId: 'plugin_hr_demo',
      clientId: 'demo-login-client',
      _enterprise_id: 'demo',
    }),
  'plugin: validate_trace_id': () =>
    sendJson(`${server.url}${PUBLIC}/validate_trace_id`, {
      traceId: 'tr4ce',
      authCode: 'c0de',
      _enterprise_id: 'demo',
    }),
  'plugin: bind_user': async () =>
    sendJson(`${server.url}${PUBLIC}/bind_user`, {
      ...(await restTokenBody(server.url, 'demo', demo.password)),
      traceId: 'tr4ce',
      authCode: 'c0de',
    }),
  'plugin: register/adapter/binding': () => pluginRegistration(),
  'composite: generate_auth_code': () =>
    sendJson(`${server.url}${PUBLIC}/composite/generate_auth_code`, {
      enterpriseAuthId: ADAPTERS.password,
      _enterprise_id: 'demo',
    }),
  'composite: validate_auth_code': () =>
    sendJson(`${server.url}${PUBLIC}/composite/validate_auth_code`, {
      authCode: 'c0de',
      _enterprise_id: 'demo',
    }),
  'directory (LDAP): adapter/inside/password': async () =>
    sendJson(
      `${server.url}${PUBLIC}/adapter/inside/password`,
      await restTokenBody(server.url, 'demo', demo.password, { enterpriseAuthId: ADAPTERS.ldap }),
    ),
};

describe('a tenant on the free edition', () => {
  it.each(Object.keys(PAID_CALLS))('refuses %s (Forbidden, edition.paidFeature)', async (name) => {
    await setEdition('demo', 'free');
    expect(failure(await PAID_CALLS[name]!())).toEqual(PAID_FEATURE);
  });

  it('refuses the SMS code before any is texted: no code is sent', async () => {
    await setEdition('demo', 'free');
    const { phone, call } = await smsAccount();
    expect(failure(await call.sendCode(phone))).toEqual(PAID_FEATURE);
    const outbox = await getJson(`${server.url}/api/dev/outbox?${new URLSearchParams({ recipient: phone })}`);
    expect(outbox.body).toMatchObject({ messages: [] });
  });

  it('still signs in with the password (rest_token)', async () => {
    await setEdition('demo', 'free');
    const response = await login(server.url, 'demo', demo.password, await solvedCaptcha(server.url));
    expect(response.status).toBe(200);
    expect(RestTokenSuccess.safeParse(response.body).success).toBe(true);
  });

  it('is the tenant the call names: a free branch refuses, the standard default does not', async () => {
    await setEdition('demo-branch', 'free');
    const { phone, call } = await smsAccount();
    expect(failure(await call.sendCode(phone, { _enterprise_id: 'demo-branch' }))).toEqual(PAID_FEATURE);
    expect(SmsCodeSentResponse.safeParse((await call.sendCode(phone)).body).success).toBe(true);
  });

  it('is the tenant a registration form names (enterpriseId): a free branch refuses, the default does not', async () => {
    await setEdition('demo-branch', 'free');
    expect(failure(await pluginRegistration('demo-branch'))).toEqual(PAID_FEATURE);
    expect(failure(await pluginRegistration())).not.toEqual(PAID_FEATURE);
  });
});

describe('a tenant on the standard edition', () => {
  it.each(Object.keys(PAID_CALLS))('answers %s itself, without the edition refusal', async (name) => {
    expect(failure(await PAID_CALLS[name]!())).not.toEqual(PAID_FEATURE);
  });

  it('texts the SMS code', async () => {
    const { phone, call } = await smsAccount();
    expect(SmsCodeSentResponse.safeParse((await call.sendCode(phone)).body).success).toBe(true);
  });
});
