import { FailedEnvelope } from '../../schemas/envelope.schema';
import { RegisteredResponse } from '../../schemas/register.schema';
import { APPLICATION_API_ROLE, issueApplicationToken } from '../account/api-client.repo';
import type { Queryable } from '../db/db';
import { getJson, sendJson, type JsonResponse } from './http';
import { encryptedFields, newCaptcha, newClientToken } from './login-client';

const BFF = '/api/bff/v1.2';

/**
 * A register form as the page sends it: the password SM2-encrypted under a fresh challenge, a fresh client
 * token, a solved captcha, no phone, and an e-mail made of the name; `overrides` replace any field.
 */
export async function registerForm(
  url: string,
  account: { username: string; password: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    clientToken: newClientToken(),
    username: account.username,
    ...(await encryptedFields(url, account.password)),
    phoneNumber: '',
    phoneRegion: '86',
    email: `${account.username}@register.example.com`,
    captcha: 'TEST',
    captchaCode: await newCaptcha(url),
    clientId: 'demo-login-client',
    enterpriseId: 'demo',
    ...overrides,
  };
}

/** POST register with a form (registerForm); `headers` are sent too (a browser's cookie). */
export const sendRegistration = (
  url: string,
  form: Record<string, unknown>,
  headers: Record<string, string> = {},
) => sendJson(`${url}/api/public/bff/v1.2/register`, form, undefined, 'POST', headers);

/** POST register as the page sends it (registerForm); `headers` as sendRegistration. */
export async function registerAccount(
  url: string,
  account: { username: string; password: string },
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  return sendRegistration(url, await registerForm(url, account, overrides), headers);
}

/** A new application token of the tenant, with ROLE_APPLICATION_API unless other `roles` are given. */
export const applicationToken = (db: Queryable, enterpriseId = 'demo', roles = [APPLICATION_API_ROLE]) =>
  issueApplicationToken(db, { enterpriseId, name: 'test-tool', roles }, new Date());

/** The approval calls as an administrator's tool makes them, with its application token. */
export const approvals = {
  list: (url: string, token?: string) => getJson(`${url}${BFF}/register/approvals`, token),
  decide: (url: string, token: string, username: string, decision: 'APPROVED' | 'REJECTED') =>
    sendJson(`${url}${BFF}/register/approvals/decide`, { username, decision }, token),
};

/** A registration's answer, parsed. */
export const registered = (response: { body: unknown }) => RegisteredResponse.parse(response.body).data;

/** A refused registration's code and message. */
export const refused = (response: { body: unknown }) => {
  const { code, message } = FailedEnvelope.parse(response.body);
  return { code, message };
};

/** An InvalidParameter refusal with `message`. */
export const invalid = (message: string) => ({ code: 'InvalidParameter', message });
