import { createDecipheriv } from 'node:crypto';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { FailedEnvelope } from '../../schemas/envelope.schema';
import {
  CodeVerifiedResponse,
  SecretCheckedResponse,
  VerifiedUserResponse,
  type CodeType,
  type VerifiedUser,
} from '../../schemas/reset-password.schema';
import { sTokenKey } from '../../schemas/rules/s-token.rule';
import { getJson, sendJson, type JsonResponse } from './http';
import { encryptedFields, newCaptcha, newClientToken } from './login-client';

const BFF = '/api/public/bff/v1.2';

/**
 * The forgotten-password calls as the page sends them, each of the demo tenant: step 1 with a solved captcha
 * (the test server's captchas all show TEST), the password SM2-encrypted with a fresh client token; `overrides`
 * replace any field.
 */
export const resetClient = (url: string) => ({
  verifyUser: async (username: string, overrides: Record<string, unknown> = {}) =>
    sendJson(`${url}${BFF}/forgot_password/verify_user`, {
      username,
      phoneRegion: '86',
      captcha: 'TEST',
      captchaCode: await newCaptcha(url),
      _enterprise_id: 'demo',
      ...overrides,
    }),
  obtainCode: (resetToken: string, type: CodeType) =>
    sendJson(`${url}${BFF}/forgot_password/obtain_code`, { resetToken, type, _enterprise_id: 'demo' }),
  verifyCode: (resetToken: string, type: CodeType, code: string) =>
    sendJson(`${url}${BFF}/forgot_password/verify_code`, { resetToken, type, code, _enterprise_id: 'demo' }),
  secretIssues: (username: string, resetToken: string) =>
    getJson(
      `${url}${BFF}/secret/security/issues/list/by/username?${new URLSearchParams({ username, resetToken })}`,
    ),
  secretCheck: (username: string, resetToken: string, answers: { id: string; answer: string }[]) =>
    sendJson(`${url}${BFF}/secret/security/issues/check`, { username, resetToken, answers }),
  submit: async (resetToken: string, password: string, overrides: Record<string, unknown> = {}) =>
    sendJson(`${url}${BFF}/forgot_password/submit`, {
      resetToken,
      clientToken: newClientToken(),
      ...(await encryptedFields(url, password)),
      _enterprise_id: 'demo',
      ...overrides,
    }),
});

/** Step 1 for `username`, which must succeed: the reset token and the account's ways. */
export async function startReset(url: string, username: string): Promise<VerifiedUser> {
  const response = await resetClient(url).verifyUser(username);
  return VerifiedUserResponse.parse(response.body).data;
}

const Proved = z.union([CodeVerifiedResponse, SecretCheckedResponse]);

/**
 * The new token of the reset that verify_code's or issues/check's answer proved (throws on a refusal, or on an
 * answer without one, which this server always gives): only it goes on, the token sent is over.
 */
export function provedToken(response: JsonResponse): string {
  const { resetToken } = Proved.parse(response.body).data;
  if (!resetToken) throw new Error('the proved reset answered no new token');
  return resetToken;
}

/** A refusal as `{code, message}` (throws on a success). */
export const refusalOf = (response: JsonResponse) => {
  const { code, message } = FailedEnvelope.parse(response.body);
  return { code, message };
};

/** The message of an `InvalidParameter` refusal. */
export function invalidMessage(response: JsonResponse): string | null | undefined {
  const refusal = refusalOf(response);
  expect(refusal.code).toBe('InvalidParameter');
  return refusal.message;
}

/** The code in the newest message the development outbox holds for `recipient`. */
export async function outboxCode(url: string, recipient: string): Promise<string> {
  const { body } = await getJson(`${url}/api/dev/outbox?${new URLSearchParams({ recipient })}`);
  const { messages } = body as { messages: { body: string }[] };
  return /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
}

/** What an sToken opens to under `resetToken` (AES-256-ECB, node:crypto, independent of the sealing code). */
export function openSToken(sToken: string, resetToken: string): string {
  const decipher = createDecipheriv('aes-256-ecb', Buffer.from(sTokenKey(resetToken), 'utf8'), null);
  return Buffer.concat([decipher.update(sToken, 'base64'), decipher.final()]).toString('utf8');
}
