import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import decodeQR from 'qr/decode.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import {
  OfflineChallengeResponse,
  SecondFactorPassedResponse,
  SecondFactorSelectResponse,
} from '../../../schemas/second-factor.schema';
import { ocra, parseOcraSuite } from '../../crypto/ocra';
import { ocraKeyBytes, OFFLINE_DEVICE_SUITE, parseOcraQr } from '../../crypto/ocra-qr';
import { answerChallenge } from '../../scripts/offline-device';
import { demoEnterprise, demoTenantSettings } from '../../seed/demo-tenant';
import { DEMO_OCRA_KEY, demoUsers, e2eCopies } from '../../seed/demo-users';
import { addDemoUsers } from '../../seed/seed-users.repo';
import { updateTenantSettings } from '../../tenant/tenant.repo';
import { decodeGif } from '../../test/gif-image';
import { getJson, sendJson, type JsonResponse } from '../../test/http';
import { loginToken } from '../../test/login-client';
import { secondFactorEventCount } from '../../test/inspect.repo';
import { testSecretBox } from '../../test/test-secret-box';
import { useTestServer } from '../../test/use-test-server';

const BFF = '/api/bff/v1.2';
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// Each test answers as a user of its own, so no test's challenge or lock meets another's: the seed's copies
// offline1…offline4 and otpnew1 (e2eCopies), added to the seeded template as the seed makes them, rather
// than seeding (and hashing the passwords of) all 72 copies.
const server = useTestServer();
const COPIES = ['offline1', 'offline2', 'offline3', 'offline4', 'otpnew1'];
beforeAll(() =>
  addDemoUsers(
    server.db,
    testSecretBox,
    e2eCopies().filter((copy) => COPIES.includes(copy.username)),
    server.clock.now(),
    server.kdfCost,
  ),
);

const users = [...demoUsers, ...e2eCopies()];
const token = (username: string) =>
  loginToken(
    server.url,

    username,
    users.find((user) => user.username === username)?.password ?? '',
  );
const call = {
  select: (bearer: string) => getJson(`${server.url}${BFF}/2factor/select`, bearer),
  challenge: (bearer: string) => getJson(`${server.url}${BFF}/2factor/third_offline_device_qr_code`, bearer),
  answer: (bearer: string, otpCode: string) =>
    sendJson(
      `${server.url}${BFF}/2factor/otpcode`,
      { otpCode, enterpriseId: 'demo', bindOffineDevices: true },
      bearer,
    ),
  save: (bearer: string, authCode: string) =>
    sendJson(`${server.url}${BFF}/2factor/save_result`, { authCode }, bearer),
};
const refusal = (response: JsonResponse) => {
  const failed = FailedEnvelope.parse(response.body);
  return failed.code === 'InvalidParameter' ? failed.message : failed.code;
};
const challengeOf = async (bearer: string) =>
  OfflineChallengeResponse.parse((await call.challenge(bearer)).body).data;
const authCode = (response: JsonResponse) => SecondFactorPassedResponse.parse(response.body).data.authCode;
/** What a QR reader sees in the served image. */
const qrText = (dataUrl: string) =>
  decodeQR(decodeGif(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')));
/** An answer of the same length that is not the right one. */
const wrongAnswer = (right: string) => String((Number(right) + 1) % 10 ** 8).padStart(8, '0');

afterEach(() => updateTenantSettings(server.db, demoEnterprise.id, demoTenantSettings));

describe('a challenge for the offline device (2factor/third_offline_device_qr_code)', () => {
  it('gives 8 digits for five minutes, and a QR code a reader decodes to the same challenge', async () => {
    const bearer = await token('offline');
    const select = SecondFactorSelectResponse.parse((await call.select(bearer)).body).data;
    expect(select).toMatchObject({ hasThirdOfflineDevice: true, isAllowAddThirdPartyOffineDevices: false });
    expect(select.methods).toContain('offline');

    const first = await challengeOf(bearer);
    expect(first).toMatchObject({ suite: OFFLINE_DEVICE_SUITE, expiresIn: 300, provisioning: null });
    expect(first.challenge).toMatch(/^\d{8}$/);
    expect(first.base64Data).toMatch(/^data:image\/gif;base64,/);
    expect(parseOcraQr(qrText(first.base64Data))).toEqual({
      suite: OFFLINE_DEVICE_SUITE,
      question: first.challenge,
      user: 'offline',
      issuer: demoEnterprise.name,
      secret: null,
    });
  });

  it('refuses a user with no device when none may be bound', async () => {
    const bearer = await token('twofactor');
    expect(refusal(await call.challenge(bearer))).toBe(REFUSALS.unavailable);
    expect(refusal(await call.answer(bearer, '12345678'))).toBe(REFUSALS.unavailable);
  });
});

describe("the offline device's answer (2factor/otpcode, bindOffineDevices)", () => {
  it("passes the CLI's answer once; the pass saves the session", async () => {
    const bearer = await token('offline1');
    const { challenge } = await challengeOf(bearer);
    const { answer } = answerChallenge(challenge);
    const passed = await call.answer(bearer, answer);
    expect((await call.save(bearer, authCode(passed))).body).toMatchObject({
      success: true,
      data: { saved: true },
    });
    expect(refusal(await call.answer(bearer, answer))).toBe(REFUSALS.usedCode);
  });

  it('refuses the right answer after five minutes, and the last challenge once a new one is shown', async () => {
    const bearer = await token('offline2');
    const { challenge } = await challengeOf(bearer);
    server.clock.advance(5 * 60_000 + 1000);
    expect(refusal(await call.answer(bearer, answerChallenge(challenge).answer))).toBe(REFUSALS.expiredCode);

    const old = await challengeOf(bearer);
    const current = await challengeOf(bearer);
    // The replaced challenge's right answer is stale, not a guess: "expired", and not counted.
    if (current.challenge !== old.challenge) {
      expect(refusal(await call.answer(bearer, answerChallenge(old.challenge).answer))).toBe(
        REFUSALS.expiredCode,
      );
    }
    expect(authCode(await call.answer(bearer, answerChallenge(current.challenge).answer))).toBeTruthy();
  });

  it('checks no more answers of a burst sent at once than of a sequence', async () => {
    const bearer = await token('offline4');
    const { challenge } = await challengeOf(bearer);
    const wrong = wrongAnswer(answerChallenge(challenge).answer);
    const answers = await Promise.all(Array.from({ length: 12 }, () => call.answer(bearer, wrong)));
    expect(answers.map(refusal)).toContain(REFUSALS.locked);
    // Only the tenant's maximum of five were looked at; the rest were refused as locked unchecked.
    expect(await secondFactorEventCount(server.db, 'offline4', 'wrong')).toBeLessThanOrEqual(5);
    expect(refusal(await call.answer(bearer, answerChallenge(challenge).answer))).toBe(REFUSALS.locked);
  });

  it('locks after five wrong answers, refuses even the right one, and opens after the lock time', async () => {
    const bearer = await token('offline3');
    const { challenge } = await challengeOf(bearer);
    const right = answerChallenge(challenge).answer;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(refusal(await call.answer(bearer, wrongAnswer(right))));
    expect(answers).toEqual([...Array<string>(4).fill(REFUSALS.wrongCode), REFUSALS.locked]);
    expect(refusal(await call.answer(bearer, right))).toBe(REFUSALS.locked);
    server.clock.advance(15 * 60_000 + 1000);
    const fresh = await challengeOf(bearer);
    expect(authCode(await call.answer(bearer, answerChallenge(fresh.challenge).answer))).toBeTruthy();
  });
});

describe('binding a new offline device', () => {
  it('is not offered to a user who has a factor to pass instead, even where the tenant allows binding', async () => {
    await updateTenantSettings(server.db, demoEnterprise.id, { allowNewOfflineDevices: true });
    for (const username of ['twofactor', 'smsuser']) {
      const bearer = await token(username);
      const select = SecondFactorSelectResponse.parse((await call.select(bearer)).body).data;
      expect(select.isAllowAddThirdPartyOffineDevices).toBe(false);
      expect(select.methods).not.toContain('offline');
      expect(refusal(await getJson(`${server.url}${BFF}/2factor/third_offline_device_qr_code`, bearer))).toBe(
        REFUSALS.unavailable,
      );
    }
  });

  it('shows a new key once the one shown ten minutes ago was never confirmed', async () => {
    await updateTenantSettings(server.db, demoEnterprise.id, { allowNewOfflineDevices: true });
    const bearer = await token('otpnew1');
    const first = await challengeOf(bearer);
    server.clock.advance(10 * 60_000 + 1000);
    const later = await challengeOf(bearer);
    expect(later.provisioning).toMatch(/^[A-Z2-7]+=*$/);
    expect(later.provisioning).not.toBe(first.provisioning);
    expect(
      authCode(await call.answer(bearer, answerChallenge(qrText(later.base64Data)).answer)),
    ).toBeTruthy();
  });

  it('shows its key until its first right answer binds it; then the device answers as the bound one', async () => {
    await updateTenantSettings(server.db, demoEnterprise.id, { allowNewOfflineDevices: true });
    const bearer = await token('otpnew');
    const before = SecondFactorSelectResponse.parse((await call.select(bearer)).body).data;
    expect(before).toMatchObject({ hasThirdOfflineDevice: false, isAllowAddThirdPartyOffineDevices: true });

    const first = await challengeOf(bearer);
    const second = await challengeOf(bearer);
    expect(first.provisioning).toMatch(/^[A-Z2-7]+=*$/);
    expect(second.provisioning).toBe(first.provisioning);
    const scanned = qrText(second.base64Data);
    expect(parseOcraQr(scanned)).toMatchObject({ question: second.challenge, secret: second.provisioning });
    // The demo key is not the new device's: its answer is wrong.
    const demoAnswer = answerChallenge(second.challenge).answer;
    const device = answerChallenge(scanned);
    if (demoAnswer !== device.answer) {
      expect(refusal(await call.answer(bearer, demoAnswer))).toBe(REFUSALS.wrongCode);
    }
    expect(authCode(await call.answer(bearer, device.answer))).toBeTruthy();

    const after = SecondFactorSelectResponse.parse((await call.select(bearer)).body).data;
    expect(after.hasThirdOfflineDevice).toBe(true);
    const next = await challengeOf(bearer);
    expect(next.provisioning).toBeNull();
    expect(parseOcraQr(qrText(next.base64Data)).secret).toBeNull();
    expect(
      authCode(await call.answer(bearer, answerChallenge(next.challenge, device.key).answer)),
    ).toBeTruthy();
  });
});

describe('the device:offline CLI', () => {
  const cli = (args: string[], env: Record<string, string> = {}) =>
    // Node with tsx's loader, as admin.test.ts runs its command: `npx tsx` first resolves the package and
    // starts a second Node, a second and more per call.
    spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/offline-device.ts', ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });

  it('prints the OCRA answer of the demo key, and refuses a challenge that is not 8 digits', () => {
    const expected = ocra(parseOcraSuite(OFFLINE_DEVICE_SUITE), ocraKeyBytes(DEMO_OCRA_KEY), {
      question: '12345678',
    });
    expect(cli(['12345678'])).toMatchObject({ status: 0, stdout: `${expected}\n` });
    const bad = cli(['1234']);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('8 digits');
  }, 30_000);

  it('takes the key from OCRA_KEY, out of the process list, and refuses two sources', () => {
    const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const expected = ocra(parseOcraSuite(OFFLINE_DEVICE_SUITE), ocraKeyBytes(key), { question: '87654321' });
    expect(cli(['87654321'], { OCRA_KEY: key })).toMatchObject({ status: 0, stdout: `${expected}\n` });
    const both = cli(['87654321', '--key', key], { OCRA_KEY: key });
    expect(both.status).not.toBe(0);
    expect(both.stderr).toContain('OCRA_KEY');
  }, 30_000);
});
