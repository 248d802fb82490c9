import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ChainPlan } from '../../../schemas/composite.schema';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import {
  AdminCaptchaResponse,
  SecondFactorPassedResponse,
  SecondFactorSelectResponse,
} from '../../../schemas/second-factor.schema';
import { UserSettingInfoResponse } from '../../../schemas/session.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { findSession } from '../../account/access-token.repo';
import { findLoginUser } from '../../account/user.repo';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { DEMO_TOTP_SECRET } from '../../seed/demo-users';
import { chainBrowser } from '../../test/composite-client';
import { getJson, sendJson, type JsonResponse } from '../../test/http';
import { chainOwedBy } from '../../test/inspect.repo';
import { seedUserToken } from '../../test/login-client';
import { advanceSteps } from '../../test/test-clock';
import { useTestServer } from '../../test/use-test-server';
import { insertPass, redeemPass } from '../second-factor/second-factor-pass.repo';
import { saveChain } from './composite-chain.repo';
import { advanceRun } from './composite-run.repo';

// A composite chain's factor steps over HTTP (issue 15, proposal 2.5): the token validate_auth_code issues owes
// them, pays them in order with the second factor's own calls, and is verified by the last one alone. The
// chain's login steps are passed by the run's repo (the login types' steps have tests of their own). The
// chains start at LDAP and the SMS login, so the password login stays a plain one for the tokens compared.
const server = useTestServer();
const BFF = '/api/bff/v1.2';
const ADMIN = 'admin@idaas-demo.example';
/** LDAP, then the authenticator app, then the administrator's code. */
const FACTORS: ChainPlan = [
  { kind: 'login', step: ADAPTERS.ldap },
  { kind: 'twoFactor', step: 'otp' },
  { kind: 'twoFactor', step: 'admin' },
];
/** The SMS login, then the administrator's code. */
const ADMIN_ONLY: ChainPlan = [
  { kind: 'login', step: ADAPTERS.mobilePhoneToken },
  { kind: 'twoFactor', step: 'admin' },
];

const Started = z.object({ data: z.object({ code: z.string() }) });
const Issued = z.object({ data: z.object({ accessToken: z.string() }) });

/** A chain of `adapter` started, its login step passed as `username`, and its code exchanged: the token. */
async function chainToken(adapter: string, username: string): Promise<string> {
  const chain = chainBrowser(server.url);
  const { code } = Started.parse((await chain.start(adapter)).body).data;
  const user = await findLoginUser(server.db, 'demo', username);
  const key = { codeHash: sha256Hex(code), browserHash: sha256Hex(chain.cookie), enterpriseId: 'demo' };
  const now = server.clock.now();
  const moved = await advanceRun(server.db, key, {
    passed: 0,
    userId: user?.id ?? '',
    now,
    expiresAt: new Date(now.getTime() + 600_000),
  });
  expect(moved?.passed).toBe(1);
  return Issued.parse((await chain.validate(code)).body).data.accessToken;
}

const call = {
  select: (bearer: string) => getJson(`${server.url}${BFF}/2factor/select`, bearer),
  otp: (bearer: string, otpCode: string) =>
    sendJson(`${server.url}${BFF}/2factor/otpcode`, { otpCode, enterpriseId: 'demo' }, bearer),
  firstCode: (bearer: string) => getJson(`${server.url}${BFF}/2factor/firstly_one_time_code`, bearer),
  save: (bearer: string, authCode: string) =>
    sendJson(`${server.url}${BFF}/2factor/save_result`, { authCode }, bearer),
  sessionSave: (bearer: string) =>
    sendJson(`${server.url}${BFF}/commons/session/save`, { access_token: bearer }, bearer),
  userDetails: (bearer: string) => getJson(`${server.url}${BFF}/commons/user_details`, bearer),
  settingInfo: (bearer: string) => getJson(`${server.url}${BFF}/commons/user_setting_info`, bearer),
};
const ADMIN_OTP = `${BFF}/2factor/authenticate/2factor_admin_otp`;
const failure = (response: JsonResponse) => {
  const failed = FailedEnvelope.parse(response.body);
  return failed.code === 'InvalidParameter' ? failed.message : failed.code;
};
/** The data of a success envelope as it came, unparsed: nothing added, nothing dropped. */
const dataOf = (response: JsonResponse) =>
  z.object({ success: z.literal(true), data: z.unknown() }).parse(response.body).data;
const authCode = (response: JsonResponse) => SecondFactorPassedResponse.parse(response.body).data.authCode;
const select = async (bearer: string) =>
  SecondFactorSelectResponse.parse((await call.select(bearer)).body).data;

/** A pass of the authenticator app, by the code Debian's `oathtool` computes for the demo users' app now. */
async function otpPass(bearer: string) {
  // Past every step used before, so the code is unused, and into the middle of one (test-clock.ts).
  advanceSteps(server.clock, 4, 30_000);
  const code = execFileSync(
    'oathtool',
    ['--totp', '--base32', DEMO_TOTP_SECRET, '--now', server.clock.now().toISOString()],
    { encoding: 'utf8' },
  ).trim();
  return authCode(await call.otp(bearer, code));
}

/** A pass of the administrator's code: asked (past the last ask's countdown), read from the outbox, typed. */
async function adminPass(bearer: string) {
  server.clock.advance(61_000);
  const { cap_code } = AdminCaptchaResponse.parse(
    (await getJson(`${server.url}${ADMIN_OTP}/load/captcha`, bearer)).body,
  ).data;
  expect((await sendJson(`${server.url}${ADMIN_OTP}/send`, undefined, bearer)).body).toMatchObject({
    success: true,
  });
  const { body } = await getJson(`${server.url}/api/dev/outbox?recipient=${ADMIN}`);
  const { messages } = body as { messages: { body: string }[] };
  const verifyCode = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
  const form = { verifyCode, captcha: 'TEST', cap_code };
  return authCode(await sendJson(`${server.url}${ADMIN_OTP}/verify`, form, bearer));
}

describe('a composite chain’s token', () => {
  it('owes its factor steps: 505 from session/save and user_details, though the user has no factor', async () => {
    await saveChain(server.db, 'demo', ADAPTERS.mobilePhoneToken, ADMIN_ONLY);
    const bearer = await chainToken(ADAPTERS.mobilePhoneToken, 'demo');
    expect(failure(await call.sessionSave(bearer))).toBe('505');
    expect(failure(await call.userDetails(bearer))).toBe('505');
    // The page learns where to go, and the factor calls answer.
    expect(UserSettingInfoResponse.parse((await call.settingInfo(bearer)).body).data).toEqual({
      user2factor: false,
      locked: false,
      compositeSteps: true,
    });
    expect((await select(bearer)).methods).toEqual(['admin']);
    expect(
      AdminCaptchaResponse.safeParse((await getJson(`${server.url}${ADMIN_OTP}/load/captcha`, bearer)).body),
    ).toMatchObject({ success: true });
  });

  it('is offered its step’s method alone, with the step’s number', async () => {
    await saveChain(server.db, 'demo', ADAPTERS.ldap, FACTORS);
    const bearer = await chainToken(ADAPTERS.ldap, 'twofactor');
    expect(await select(bearer)).toMatchObject({ methods: ['otp'], composite: { step: 2, steps: 3 } });
    expect((await call.save(bearer, await otpPass(bearer))).body).toMatchObject({ success: true });
    expect(await select(bearer)).toMatchObject({ methods: ['admin'], composite: { step: 3, steps: 3 } });
  });

  it('pays factor after factor in order, and only the last step verifies the session', async () => {
    const bearer = await chainToken(ADAPTERS.ldap, 'twofactor');
    expect(dataOf(await call.save(bearer, await otpPass(bearer)))).toEqual({
      saved: true,
      composite: {
        auth: true,
        done: false,
        userInfo: { username: 'twofactor', displayName: '二次认证 Two Factor' },
        nextAuth: { type: 'twoFactor', authType: 'admin', step: 3, steps: 3 },
      },
    });
    expect(failure(await call.userDetails(bearer))).toBe('505');
    expect(await chainOwedBy(server.db, bearer)).toBe(true);

    expect((await call.save(bearer, await adminPass(bearer))).body).toMatchObject({
      success: true,
      data: { saved: true, composite: { auth: true, done: true, nextAuth: null } },
    });
    expect(await chainOwedBy(server.db, bearer)).toBe(false);
    expect(await call.userDetails(bearer)).toMatchObject({
      status: 200,
      body: { data: { username: 'twofactor' } },
    });
    expect((await call.sessionSave(bearer)).body).toMatchObject({ success: true });
    expect(UserSettingInfoResponse.parse((await call.settingInfo(bearer)).body).data.compositeSteps).toBe(
      false,
    );
  });

  it('refuses a pass of another method than its step’s, and the chain ends with its token', async () => {
    const bearer = await chainToken(ADAPTERS.ldap, 'twofactor');
    // The administrator's code passes, but the chain waits for the app.
    expect(failure(await call.save(bearer, await adminPass(bearer)))).toBe('composite.stepRefused');
    expect(await chainOwedBy(server.db, bearer)).toBe(false);
    expect(await findSession(server.db, bearer, server.clock.now())).toBeNull();
    expect((await call.select(bearer)).status).toBe(401);
  });

  it('refuses a pass replayed, and the chain stays where it was', async () => {
    const bearer = await chainToken(ADAPTERS.ldap, 'twofactor');
    const otp = await otpPass(bearer);
    expect((await call.save(bearer, otp)).body).toMatchObject({ success: true });
    expect(failure(await call.save(bearer, otp))).toBe('secondFactor.expiredCode');
    expect(await select(bearer)).toMatchObject({ methods: ['admin'], composite: { step: 3 } });
    expect(failure(await call.userDetails(bearer))).toBe('505');
    // The last step's pass, replayed once the chain finished, moves nothing either.
    const admin = await adminPass(bearer);
    expect((await call.save(bearer, admin)).body).toMatchObject({ data: { composite: { done: true } } });
    expect(failure(await call.save(bearer, admin))).toBe('secondFactor.expiredCode');
  });

  it('binds no device while a factor step is owed, where a plain token of the same user may', async () => {
    // otpnew has the app as factor and none bound yet: with the password alone, binding one is the way.
    const plain = await seedUserToken(server.url, 'otpnew');
    expect((await call.firstCode(plain)).body).toMatchObject({ success: true });
    const bearer = await chainToken(ADAPTERS.ldap, 'otpnew');
    expect(failure(await call.firstCode(bearer))).toBe('secondFactor.unavailable');
    // The step's method cannot be passed without an app, and none may be bound: nothing is offered.
    expect(await select(bearer)).toMatchObject({
      methods: [],
      isAllowAddThirdPartyOffineDevices: false,
      composite: { step: 2, steps: 3 },
    });
  });

  it('resets no lost app while a factor step is owed, where a plain token of the same user may', async () => {
    const reset = (bearer: string) =>
      getJson(`${server.url}/api/bff/v1.2/enduser/portal/resetOtpDevice/generateCode`, bearer);
    // otpreset has the app bound and a phone to prove: a plain session may reset the app it lost.
    expect((await reset(await seedUserToken(server.url, 'otpreset'))).body).toMatchObject({ success: true });
    const bearer = await chainToken(ADAPTERS.ldap, 'otpreset');
    expect(failure(await reset(bearer))).toBe('secondFactor.unavailable');
  });

  it('is never verified by the ordinary redeem behind its chain’s back', async () => {
    const bearer = await chainToken(ADAPTERS.ldap, 'twofactor');
    const pass = newOpaqueToken();
    await insertPass(server.db, {
      codeHash: sha256Hex(pass),
      tokenHash: sha256Hex(bearer),
      method: 'otp',
      expiresAt: new Date(server.clock.now().getTime() + 60_000),
    });
    expect(await redeemPass(server.db, sha256Hex(pass), sha256Hex(bearer), server.clock.now())).toBe(false);
    expect(failure(await call.userDetails(bearer))).toBe('505');
  });

  it('is refused its steps once the chain expired, and ends', async () => {
    const bearer = await chainToken(ADAPTERS.ldap, 'twofactor');
    const otp = await otpPass(bearer);
    server.clock.advance(600_000);
    expect(await select(bearer)).toMatchObject({ methods: [] });
    expect(failure(await call.save(bearer, otp))).toBe('composite.chainInvalid');
    expect((await call.userDetails(bearer)).status).toBe(401);
  });
});

describe('a token not from a chain', () => {
  it('is offered the tenant’s methods, and its pass verifies it as before, with no chain’s answer', async () => {
    const bearer = await seedUserToken(server.url, 'twofactor');
    const offered = dataOf(await call.select(bearer));
    expect(offered).toMatchObject({ methods: ['otp', 'sms', 'admin'] });
    expect(offered).not.toHaveProperty('composite');
    expect(UserSettingInfoResponse.parse((await call.settingInfo(bearer)).body).data.compositeSteps).toBe(
      false,
    );
    expect(dataOf(await call.save(bearer, await otpPass(bearer)))).toEqual({ saved: true });
    expect(await call.userDetails(bearer)).toMatchObject({ status: 200 });
  });
});
