import { beforeAll, describe, expect, it } from 'vitest';
import {
  QrInitResponse,
  QrLoggedInResponse,
  QrLoginRequestInfoResponse,
  QrLoginStatusResponse,
} from '../../../schemas/qr-login.schema';
import { CaptchaResponse } from '../../../schemas/password-login.schema';
import { QR_LOGIN_CODES as CODES, QR_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { UserDetailsResponse } from '../../../schemas/session.schema';
import { issueToken } from '../../account/access-token.repo';
import { refusalOf } from '../../test/reset-password-client';
import { getJson, type JsonResponse } from '../../test/http';
import {
  copyTenant,
  insertTestAccount,
  qrCodeClientKind,
  qrSecretsStoredInClear,
  requirePasswordChange,
  setAccountStatus,
  tokenAuthType,
} from '../../test/inspect.repo';
import { login, newCaptcha, seedUserToken, solvedCaptcha } from '../../test/login-client';
import { qrBrowser, qrPhone, type QrBrowser } from '../../test/qr-login-client';
import { useTestServer } from '../../test/use-test-server';

// The QR scan login over HTTP: a browser (its id cookie kept by the test client) asks for a code, a phone
// signed in to the tenant reads and decides it, the browser takes the token. Each test calls from an address
// of its own: the cap on codes is the address's.
const server = useTestServer({ trustProxy: true });
const USER_DETAILS = '/api/bff/v1.2/commons/user_details';

let addresses = 0;
const browser = (options: { tenant?: string; cookie?: string } = {}) =>
  qrBrowser(server.url, `198.51.100.${++addresses}`, options);
/** A code the browser asked for, which must be issued. */
const issued = async (from: QrBrowser) => {
  const data = QrInitResponse.parse((await from.init()).body).data;
  if (data.state !== 'issued') throw new Error('no code issued');
  return data.code;
};
const statusOf = async (from: QrBrowser, code: string) =>
  QrLoginStatusResponse.parse((await from.status(code)).body).data.status;
/** A refusal: SPEC 8's code, or the message of an InvalidParameter. */
const refusal = (response: JsonResponse) => {
  const { code, message } = refusalOf(response);
  return code === 'InvalidParameter' ? message : code;
};
const token = (response: JsonResponse) => QrLoggedInResponse.parse(response.body).data.accessToken;

let demoPhone: ReturnType<typeof qrPhone>;
beforeAll(async () => {
  demoPhone = qrPhone(server.url, await seedUserToken(server.url, 'demo'));
});

let accounts = 0;
/** A fresh account of the demo tenant signed in on a phone: its name and the phone. */
const signedInAccount = async () => {
  const username = `qr-${++accounts}`;
  const id = await insertTestAccount(server.db, { username, email: null });
  const bearer = await issueToken(server.db, {
    userId: id,
    now: server.clock.now(),
    ttlSeconds: 7200,
    authType: 'system_password_adapter',
    browserId: null,
  });
  return { username, phone: qrPhone(server.url, bearer) };
};

describe('a code for the browser', () => {
  it('is 43 base64url characters, pending, tied to the browser by an HttpOnly, Strict cookie; only digests stored', async () => {
    const pc = browser();
    const data = QrInitResponse.parse((await pc.init()).body).data;
    expect(data).toEqual({
      state: 'issued',
      code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresIn: 120,
    });
    const code = data.state === 'issued' ? data.code : '';
    expect(pc.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pc.setCookie.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=34560000',
      'Path=/api/public/bff/',
      'SameSite=Strict',
    ]);
    expect(await statusOf(pc, code)).toBe('pending');
    expect(await qrSecretsStoredInClear(server.db, code, pc.cookie)).toBe(false);
    expect(await qrCodeClientKind(server.db, code)).toBe('PC_BROWSER');
  });

  it('keeps one browser id for every tab, and replaces a malformed one', async () => {
    const pc = browser();
    const first = await issued(pc);
    const id = pc.cookie;
    const second = await issued(pc);
    expect(pc.cookie).toBe(id);
    expect([await statusOf(pc, first), await statusOf(pc, second)]).toEqual(['pending', 'pending']);
    const tampered = browser({ cookie: 'not-an-id' });
    await issued(tampered);
    expect(tampered.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('from a phone browser (adapter/inside/mobile/qr_code) remembers it came from one', async () => {
    const mobile = browser();
    const data = QrInitResponse.parse((await mobile.mobileInit()).body).data;
    expect(data.state).toBe('issued');
    if (data.state === 'issued') expect(await qrCodeClientKind(server.db, data.code)).toBe('MOBILE_H5');
  });

  it('is refused for an unknown tenant', async () => {
    expect(refusal(await browser({ tenant: 'nope' }).init())).toBe('invalid query: _enterprise_id');
  });

  it('is issued at most 30 times in 10 minutes to one client address', async () => {
    const pc = browser();
    for (let i = 0; i < 30; i++) await issued(pc);
    expect(refusal(await pc.init())).toBe(REFUSALS.tooMany);
    await issued(browser());
    server.clock.advance(10 * 60_000 + 1000);
    await issued(pc);
  });
});

describe('the phone that scanned it', () => {
  it('sees which browser asks, from where, when and for which tenant; the browser sees it scanned', async () => {
    const pc = browser();
    const code = await issued(pc);
    const before = server.clock.now().getTime();
    const info = QrLoginRequestInfoResponse.parse((await demoPhone.show(code)).body).data;
    expect(info).toMatchObject({
      status: 'scanned',
      browser: 'Chrome 126',
      os: 'Windows',
      address: `198.51.100.${addresses}`,
      enterpriseName: '演示企业',
    });
    expect(Math.abs(Date.parse(info.requestedAt) - before)).toBeLessThan(60_000);
    expect(await statusOf(pc, code)).toBe('scanned');
  });

  it('confirms: the browser that asked takes a working token once, of the QR adapter', async () => {
    const pc = browser();
    const code = await issued(pc);
    await demoPhone.show(code);
    expect(QrLoginStatusResponse.parse((await demoPhone.confirm(code)).body).data).toEqual({
      status: 'confirmed',
    });
    expect(await statusOf(pc, code)).toBe('confirmed');
    const bearer = token(await pc.success(code));
    const details = await getJson(`${server.url}${USER_DETAILS}`, bearer);
    expect(UserDetailsResponse.parse(details.body).data.username).toBe('demo');
    expect(await tokenAuthType(server.db, bearer)).toBe('system_scancode_adapter');
    expect(refusal(await pc.success(code))).toBe(REFUSALS.expired);
    expect(await statusOf(pc, code)).toBe('expired');
  });

  it('confirmed without a scan first works too; taken twice at once, it gives one token', async () => {
    const pc = browser();
    const code = await issued(pc);
    await demoPhone.confirm(code);
    const answers = await Promise.all([1, 2, 3].map(() => pc.success(code)));
    const taken = answers.filter((answer) => QrLoggedInResponse.safeParse(answer.body).success);
    expect(taken).toHaveLength(1);
    const refused = answers.filter((answer) => !taken.includes(answer));
    expect(refused.map(refusal)).toEqual([REFUSALS.expired, REFUSALS.expired]);
  });

  it('rejects: the browser sees it rejected and takes nothing; no later decision counts', async () => {
    const pc = browser();
    const code = await issued(pc);
    expect(QrLoginStatusResponse.parse((await demoPhone.reject(code)).body).data).toEqual({
      status: 'rejected',
    });
    expect(await statusOf(pc, code)).toBe('rejected');
    expect(refusal(await pc.success(code))).toBe(REFUSALS.expired);
    expect(refusal(await demoPhone.confirm(code))).toBe(REFUSALS.expired);
    expect(refusal(await demoPhone.show(code))).toBe(REFUSALS.expired);
  });

  it('needs a session to decide', async () => {
    const code = await issued(browser());
    expect((await qrPhone(server.url, 'no-such-token').confirm(code)).status).toBe(401);
  });

  it('finds nothing to show or decide of a code it never saw', async () => {
    const unknown = 'x'.repeat(43);
    expect(refusal(await demoPhone.show(unknown))).toBe(REFUSALS.expired);
    expect(refusal(await demoPhone.confirm(unknown))).toBe(REFUSALS.expired);
  });
});

describe('success before the phone decided', () => {
  it('is notConfirmed while pending or scanned', async () => {
    const pc = browser();
    const code = await issued(pc);
    expect(refusal(await pc.success(code))).toBe(REFUSALS.notConfirmed);
    await demoPhone.show(code);
    expect(refusal(await pc.success(code))).toBe(REFUSALS.notConfirmed);
  });

  it('refuses a body that names another code or another client', async () => {
    const pc = browser();
    const code = await issued(pc);
    expect(refusal(await pc.success(code, { code: 'y'.repeat(43) }))).toBe('invalid body: code');
    expect(refusal(await pc.success(code, { client_id: 'someone-else' }))).toBe('invalid body: client_id');
  });
});

describe('another browser', () => {
  it('learns nothing of the code and takes nothing: no cookie, or another one', async () => {
    const pc = browser();
    const code = await issued(pc);
    await demoPhone.confirm(code);
    const noCookie = browser();
    const other = browser();
    await issued(other);
    for (const stranger of [noCookie, other]) {
      expect(await statusOf(stranger, code)).toBe('expired');
      expect(refusal(await stranger.success(code))).toBe(REFUSALS.expired);
    }
    expect(token(await pc.success(code))).toBeTruthy();
  });
});

describe('2 minutes', () => {
  it('after them the code is expired for the browser and the phone, confirmed or not', async () => {
    const pc = browser();
    const [waiting, confirmed] = [await issued(pc), await issued(pc)];
    await demoPhone.confirm(confirmed);
    server.clock.advance(120_000 + 1000);
    expect(await statusOf(pc, waiting)).toBe('expired');
    expect(await statusOf(pc, confirmed)).toBe('expired');
    expect(refusal(await demoPhone.show(waiting))).toBe(REFUSALS.expired);
    expect(refusal(await demoPhone.confirm(waiting))).toBe(REFUSALS.expired);
    expect(refusal(await pc.success(confirmed))).toBe(REFUSALS.expired);
  });
});

describe('another tenant', () => {
  beforeAll(() => copyTenant(server.db, 'demo', 'qrother', {}));

  it("a code of its own is not the demo tenant's to show or confirm", async () => {
    const pc = browser({ tenant: 'qrother' });
    const code = await issued(pc);
    expect(refusal(await demoPhone.show(code))).toBe(REFUSALS.expired);
    expect(refusal(await demoPhone.confirm(code))).toBe(REFUSALS.expired);
    expect(await statusOf(pc, code)).toBe('pending');
    expect(await statusOf(browser({ cookie: pc.cookie }), code)).toBe('expired');
  });
});

describe('a tenant whose codes cost a captcha', () => {
  beforeAll(() => copyTenant(server.db, 'demo', 'qrcaptcha', { qrLoginCaptcha: true }));
  const key = async (pc: QrBrowser) => CaptchaResponse.parse((await pc.captcha()).body).data.code;

  it('asks for one, refuses a wrong one, issues with the right one, and spends each once', async () => {
    const pc = browser({ tenant: 'qrcaptcha' });
    expect(QrInitResponse.parse((await pc.init()).body).data).toEqual({ state: 'captcha' });
    const wrong = await key(pc);
    expect(refusal(await pc.init({ key: wrong, captcha: 'NOPE' }))).toBe(CODES.wrongCaptcha);
    expect(refusal(await pc.init({ key: wrong, captcha: 'TEST' }))).toBe(CODES.wrongCaptcha);
    const right = await key(pc);
    expect(QrInitResponse.parse((await pc.init({ key: right, captcha: 'TEST' })).body).data.state).toBe(
      'issued',
    );
    expect(refusal(await pc.init({ key: right, captcha: 'TEST' }))).toBe(CODES.wrongCaptcha);
  });

  it("takes no captcha drawn for the password login or for another tenant's codes", async () => {
    const pc = browser({ tenant: 'qrcaptcha' });
    const login = await newCaptcha(server.url);
    expect(refusal(await pc.init({ key: login, captcha: 'TEST' }))).toBe(CODES.wrongCaptcha);
    const demoKey = CaptchaResponse.parse((await browser().captcha()).body).data.code;
    expect(refusal(await pc.init({ key: demoKey, captcha: 'TEST' }))).toBe(CODES.wrongCaptcha);
  });
});

describe('the account that confirmed', () => {
  /** A code a fresh account confirmed on its phone, and the browser that asked for it. */
  const confirmedByAccount = async () => {
    const { username, phone } = await signedInAccount();
    const pc = browser();
    const code = await issued(pc);
    expect(QrLoginStatusResponse.parse((await phone.confirm(code)).body).data.status).toBe('confirmed');
    return { username, take: () => pc.success(code) };
  };

  it.each(['disabled', 'pending'])('%s since: the browser takes no session', async (status) => {
    const { username, take } = await confirmedByAccount();
    await setAccountStatus(server.db, username, status);
    expect(refusal(await take())).toBe(REFUSALS.accountUnavailable);
  });

  it('locked by wrong passwords since: the browser takes no session', async () => {
    const { username, take } = await confirmedByAccount();
    await login(server.url, username, 'wrong');
    for (let i = 0; i < 4; i++) await login(server.url, username, 'wrong', await solvedCaptcha(server.url));
    expect(refusal(await take())).toBe(REFUSALS.accountUnavailable);
  });

  it('owing a password change: the session it takes owes it too, as any login does', async () => {
    const { username, take } = await confirmedByAccount();
    await requirePasswordChange(server.db, username);
    const details = await getJson(`${server.url}${USER_DETAILS}`, token(await take()));
    expect(refusalOf(details).code).toBe('507');
  });
});
