import { describe, expect, it } from 'vitest';
import { createApi } from '../../api/request';
import { type SentRequest, json, recordingHttp } from '../../api/testing/recording-http';
import { newClientToken } from '../../api/client-token';
import { modifyPasswordApi } from './modify-password.api';

const api = (respond: (sent: SentRequest) => unknown) => {
  const { http, sent } = recordingHttp((call) => json(respond(call)));
  return { api: modifyPasswordApi(createApi(http, 'v1.2')), sent };
};
const ok = (data: unknown) => ({ success: true, code: '200', data });
const signal = new AbortController().signal;

describe('modifyPasswordApi', () => {
  it("sends the change form of SPEC section 3, with its challenge's code, the session's token and a fresh client token each time", async () => {
    const { api: calls, sent } = api(() => ok({ storePassword: true, systemUserUuid: 'u-1' }));
    const form = {
      oldPassword: '04a',
      newPassword: '04b',
      confirmPassword: '04c',
      sm2_code: 'challenge-1',
      clientId: 'c',
      enterpriseId: 'demo',
    };
    await expect(calls.modifyPassword(form, 'tok', signal)).resolves.toEqual({
      storePassword: true,
      systemUserUuid: 'u-1',
    });
    await calls.modifyPassword(form, 'tok', signal);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: 'http://test/api/bff/v1.2/enduser/portal/user_info/modify_password',
      authorization: 'Bearer tok',
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
        authorization: null,
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
