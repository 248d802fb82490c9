import { randomBytes } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { Sm2KeyResponse } from '../../schemas/boot.schema';
import { CaptchaResponse, RestTokenError, RestTokenSuccess } from '../../schemas/password-login.schema';
import { getJson, sendJson, type JsonResponse } from './http';
import type { TestBrowser } from './test-browser';
import { demoUsers } from '../seed/demo-users';

const BFF = '/api/public/bff/v1.2';

export interface Sm2Key {
  code: string;
  publicKey: string;
}

/** A fresh one-time challenge of sm2_key: its `code` (sent as sm2_code) and the tenant's public key. */
export async function fetchSm2Key(url: string): Promise<Sm2Key> {
  return Sm2KeyResponse.parse((await sendJson(`${url}${BFF}/sm2_key`, {})).body).data;
}

/**
 * Encrypts as the browser does (src/crypto/sm2-encrypt.ts): `<code>:<password>` under the challenge's key,
 * sm-crypto C1C3C2; `with04` imitates libraries that keep the point prefix.
 */
export function encryptPassword(key: Sm2Key, plain: string, with04 = false): string {
  const cipher = sm2.doEncrypt(`${key.code}:${plain}`, key.publicKey, 1);
  return with04 ? `04${cipher}` : cipher;
}

/** A password as a form sends it, under a challenge fetched for it alone: `password` and `sm2_code`. */
export async function encryptedFields(url: string, password: string, with04 = false) {
  const key = await fetchSm2Key(url);
  return { password: encryptPassword(key, password, with04), sm2_code: key.code };
}

/** A fresh captcha; test servers answer every captcha with their fixed text (default TEST). */
export async function newCaptcha(url: string): Promise<string> {
  return CaptchaResponse.parse((await getJson(`${url}${BFF}/captcha`)).body).data.code;
}

export type LoginFields = Record<string, string | boolean | undefined>;

/**
 * A rest_token body with the fields of SPEC section 7, the password under a fresh challenge; `extra` overrides
 * or adds fields.
 */
export async function restTokenBody(
  url: string,
  username: string,
  password: string,
  extra: LoginFields = {},
): Promise<Record<string, unknown>> {
  return {
    client_id: 'demo-login-client',
    grant_type: 'password',
    scope: 'read',
    username,
    ...(await encryptedFields(url, password)),
    _enterprise_id: 'demo',
    auto_login: false,
    cap_code: '',
    cap_text: '',
    ...extra,
  };
}

/**
 * POST rest_token with a body as the page sends it (or a `body` made before, to send it again); `headers` are
 * sent too (a browser's cookie; X-Forwarded-For for a test server that trusts it).
 */
export const sendRestToken = (
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => sendJson(`${url}${BFF}/rest_token`, body, undefined, 'POST', headers);

/** POST rest_token with the fields of SPEC section 7; `extra` overrides or adds fields; `headers` as sendRestToken. */
export async function login(
  url: string,
  username: string,
  password: string,
  extra: LoginFields = {},
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  return sendRestToken(url, await restTokenBody(url, username, password, extra), headers);
}

/** POST authenticate/global/login with `body`: the form (globalLogin) or a tenant choice's ticket. */
export const sendGlobalLogin = (
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => sendJson(`${url}${BFF}/authenticate/global/login`, body, undefined, 'POST', headers);

/** POST authenticate/global/login with rest_token's form less the tenant (restTokenBody; `extra` as there). */
export async function globalLogin(
  url: string,
  username: string,
  password: string,
  extra: LoginFields = {},
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const { _enterprise_id: _tenant, ...form } = await restTokenBody(url, username, password, extra);
  return sendGlobalLogin(url, form, headers);
}

/** A solved captcha for the login fields. */
export async function solvedCaptcha(url: string) {
  return { cap_code: await newCaptcha(url), cap_text: 'TEST' };
}

/** The error_description of a failed rest_token call (throws unless it is an HTTP 400 OAuth error). */
export function errorDescription(response: JsonResponse): string {
  if (response.status !== 400) throw new Error(`expected HTTP 400, got ${response.status}`);
  return RestTokenError.parse(response.body).error_description;
}

/**
 * Logs a demo seed user in with the password the seed gives it, and returns the access token; in `browser`
 * when given (loginToken).
 */
export function seedUserToken(url: string, username: string, browser?: TestBrowser): Promise<string> {
  const password = demoUsers.find((user) => user.username === username)?.password ?? '';
  return loginToken(url, username, password, browser);
}

/**
 * Logs in with a solved captcha and returns the access token (throws on failure); in `browser` when given: its
 * cookie sent, the one the answer sets kept.
 */
export async function loginToken(
  url: string,
  username: string,
  password: string,
  browser?: TestBrowser,
): Promise<string> {
  const captcha = await solvedCaptcha(url);
  const response = await login(url, username, password, captcha, browser?.headers());
  browser?.keep(response);
  const token = RestTokenSuccess.safeParse(response.body);
  if (response.status !== 200 || !token.success)
    throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return token.data.access_token;
}

/** A client token as the password-change form makes one: single use, 16 characters. */
export const newClientToken = () => randomBytes(8).toString('hex');

/**
 * A modify_password form as the page makes it: the three passwords SM2-encrypted under one fresh challenge, a
 * fresh client token, the session ended afterwards; `overrides` replace any field of the form.
 */
export async function passwordChangeForm(
  url: string,
  passwords: { old: string; new: string; confirm?: string },
  overrides: Record<string, unknown> = {},
) {
  const key = await fetchSm2Key(url);
  return {
    clientToken: newClientToken(),
    oldPassword: encryptPassword(key, passwords.old),
    newPassword: encryptPassword(key, passwords.new),
    confirmPassword: encryptPassword(key, passwords.confirm ?? passwords.new),
    sm2_code: key.code,
    clientId: 'demo-login-client',
    enterpriseId: 'demo',
    invalidateSession: true,
    ...overrides,
  };
}

/** PUT modify_password with a form (passwordChangeForm) as the session `bearer`. */
export const sendPasswordChange = (url: string, bearer: string, form: Record<string, unknown>) =>
  sendJson(`${url}/api/bff/v1.2/enduser/portal/user_info/modify_password`, form, bearer, 'PUT');

/** PUT modify_password as the page sends it (passwordChangeForm). */
export async function changePassword(
  url: string,
  bearer: string,
  passwords: { old: string; new: string; confirm?: string },
  overrides: Record<string, unknown> = {},
): Promise<JsonResponse> {
  return sendPasswordChange(url, bearer, await passwordChangeForm(url, passwords, overrides));
}
