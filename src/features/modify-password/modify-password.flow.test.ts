import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { samplePolicies } from '../../../machines/testing/sample-policies';
import type { Endpoint, ResponseOf } from '../../../schemas/endpoint';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { Api, CallOptions } from '../../api/request';
import { encryptPasswords, modifyPasswordFlow } from './modify-password.flow';

const ok = (data: unknown) => ({ success: true, code: '200', data });

describe('encryptPasswords', () => {
  it('encrypts each password on its own, all three bound to one fresh challenge', async () => {
    const { publicKey, privateKey } = sm2.generateKeyPairHex();
    const asked: Endpoint[] = [];
    const api: Api = async <E extends Endpoint>(endpoint: E) => {
      asked.push(endpoint);
      return endpoint.response.parse(ok({ code: 'challenge-1', publicKey })) as ResponseOf<E>;
    };
    const form = {
      oldPassword: 'First@123456',
      newPassword: 'Changed@2024',
      confirmPassword: 'Changed@2024',
    };
    const cipher = await encryptPasswords(api, { form, enterpriseId: 'demo' }, new AbortController().signal);
    const plain = (hex: string) => sm2.doDecrypt(hex.slice(2), privateKey, 1);
    expect(asked).toEqual([ENDPOINTS.sm2Key]);
    expect({
      old: plain(cipher.oldPassword),
      new: plain(cipher.newPassword),
      confirm: plain(cipher.confirmPassword),
      sm2_code: cipher.sm2_code,
    }).toEqual({
      old: `challenge-1:${form.oldPassword}`,
      new: `challenge-1:${form.newPassword}`,
      confirm: `challenge-1:${form.confirmPassword}`,
      sm2_code: 'challenge-1',
    });
    // Fresh randomness per call: equal passwords never give equal ciphertext.
    expect(cipher.newPassword).not.toBe(cipher.confirmPassword);
  });
});

describe('modifyPasswordFlow', () => {
  it("asks a challenge, then sends the encrypted change with its code and the session's token", async () => {
    const { publicKey } = sm2.generateKeyPairHex();
    const calls: [Endpoint, unknown][] = [];
    // The policies answer; the change never does: only what the flow asked matters here.
    const answers = new Map<Endpoint, unknown>([
      [ENDPOINTS.passwordPolicy, ok(samplePolicies.passwordPolicy)],
      [ENDPOINTS.usernamePolicy, ok(samplePolicies.usernamePolicy)],
      [ENDPOINTS.sm2Key, ok({ code: 'challenge-1', publicKey })],
    ]);
    const api: Api = async <E extends Endpoint>(endpoint: E, options: CallOptions<E>) => {
      calls.push([endpoint, options]);
      if (!answers.has(endpoint)) return new Promise<never>(() => {});
      // Parsed by E's own schema, as request() does; TypeScript cannot follow a generic schema to its output.
      return endpoint.response.parse(answers.get(endpoint)) as ResponseOf<E>;
    };
    const flow = createActor(modifyPasswordFlow({ api, reportError: () => {} }), {
      input: {
        type: 'needModifyPasswordOfFirstLogin',
        accessToken: 'tok',
        clientId: 'c',
        enterpriseId: 'demo',
        skipForceLogin: false,
      },
    }).start();
    await waitFor(flow, (s) => s.matches('editing'));
    flow.send({
      type: 'form.submit',
      oldPassword: 'First@123456',
      newPassword: 'Changed@2024',
      confirmPassword: 'Changed@2024',
    });
    await waitFor(flow, (s) => s.matches('submitting'));
    // The challenge is the session's tenant's, whose key the server opens the passwords with.
    expect(calls.at(-2)).toEqual([
      ENDPOINTS.sm2Key,
      { query: { enterpriseId: 'demo' }, signal: expect.any(AbortSignal) },
    ]);
    expect(calls.at(-1)).toEqual([
      ENDPOINTS.modifyPassword,
      {
        body: {
          oldPassword: expect.stringMatching(/^04[0-9a-f]+$/),
          newPassword: expect.stringMatching(/^04[0-9a-f]+$/),
          confirmPassword: expect.stringMatching(/^04[0-9a-f]+$/),
          sm2_code: 'challenge-1',
          clientId: 'c',
          enterpriseId: 'demo',
          clientToken: expect.any(String),
          invalidateSession: true,
        },
        token: 'tok',
        signal: expect.any(AbortSignal),
      },
    ]);
    flow.stop();
  });
});
