import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { newClientToken, passwordChangeApi } from './password-change.api';

type Sent = { method: string; url: string; body: unknown };

const api = (respond: (sent: Sent) => unknown) => {
  const sent: Sent[] = [];
  const http = ky.create({
    baseUrl: 'http://test/',
    prefix: 'api',
    retry: 0,
    throwHttpErrors: false,
    fetch: async (input, init) => {
      const req = new Request(input, init);
      const text = await req.text();
      const call = { method: req.method, url: req.url, body: text ? JSON.parse(text) : undefined };
      sent.push(call);
      return new Response(JSON.stringify(respond(call)), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { api: passwordChangeApi(http), sent };
};
const ok = (data: unknown) => ({ success: true, code: '200', data });
const signal = new AbortController().signal;

describe('passwordChangeApi', () => {
  it('reads both policies for the enterprise', async () => {
    const { api: calls, sent } = api((call) =>
      call.url.includes('policy/password')
        ? ok({ type: 'UPPER_LOWER', minLength: 8, maxLength: 64 })
        : ok({
            uppercase: true,
            lowercase: true,
            number: true,
            strike: false,
            underline: true,
            point: true,
            emailChar: false,
            minLength: 2,
          }),
    );
    await expect(calls.passwordPolicy('demo', signal)).resolves.toEqual({
      type: 'UPPER_LOWER',
      minLength: 8,
      maxLength: 64,
    });
    await expect(calls.usernamePolicy('demo', signal)).resolves.toMatchObject({ minLength: 2 });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET http://test/api/public/bff/v1.2/policy/password?enterpriseId=demo',
      'GET http://test/api/public/bff/v1.2/policy/username?enterpriseId=demo',
    ]);
  });

  it('sends the change form of SPEC section 3 with a fresh client token each time', async () => {
    const { api: calls, sent } = api(() => ok({ storePassword: true, systemUserUuid: 'u-1' }));
    const form = {
      oldPassword: '04a',
      newPassword: '04b',
      confirmPassword: '04c',
      clientId: 'c',
      enterpriseId: 'demo',
    };
    await expect(calls.modifyPassword(form, signal)).resolves.toEqual({
      storePassword: true,
      systemUserUuid: 'u-1',
    });
    await calls.modifyPassword(form, signal);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: 'http://test/api/bff/v1.2/enduser/portal/user_info/modify_password',
      body: { ...form, invalidateSession: true, clientToken: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) },
    });
    expect((sent[0]!.body as { clientToken: string }).clientToken).not.toBe(
      (sent[1]!.body as { clientToken: string }).clientToken,
    );
  });

  it('queues the SP sync of the changed account', async () => {
    const { api: calls, sent } = api(() => ok({ accepted: 1 }));
    await expect(calls.syncToSp({ accountUuids: ['u-1'], applications: [] }, signal)).resolves.toEqual({
      accepted: 1,
    });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'http://test/api/public/bff/v1.2/change_enduser_pwd/sync_to_sp/update',
        body: { accountUuids: ['u-1'], applications: [] },
      },
    ]);
  });
});

describe('newClientToken', () => {
  it('is 16 characters drawn from the random bytes', () => {
    expect(newClientToken()).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(newClientToken((bytes) => bytes.fill(0))).toBe('A'.repeat(16));
    expect(newClientToken((bytes) => bytes.fill(255))).toBe('_'.repeat(16));
  });
});
