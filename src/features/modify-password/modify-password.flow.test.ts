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
  it('encrypts each password on its own with the tenant key', async () => {
    const { publicKey, privateKey } = sm2.generateKeyPairHex();
    const form = {
      oldPassword: 'First@123456',
      newPassword: 'Changed@2024',
      confirmPassword: 'Changed@2024',
    };
    const cipher = await encryptPasswords({ form, sm2Key: { code: 'k', publicKey } });
    const plain = (hex: string) => sm2.doDecrypt(hex.slice(2), privateKey, 1);
    expect({
      old: plain(cipher.oldPassword),
      new: plain(cipher.newPassword),
      confirm: plain(cipher.confirmPassword),
    }).toEqual({
      old: form.oldPassword,
      new: form.newPassword,
      confirm: form.confirmPassword,
    });
    // Fresh randomness per call: equal passwords never give equal ciphertext.
    expect(cipher.newPassword).not.toBe(cipher.confirmPassword);
  });
});

describe('modifyPasswordFlow', () => {
  it("sends the encrypted change with the session's token", async () => {
    const { publicKey } = sm2.generateKeyPairHex();
    const calls: [Endpoint, unknown][] = [];
    // The policies answer; the change never does: only what the flow asked matters here.
    const answers = new Map<Endpoint, unknown>([
      [ENDPOINTS.passwordPolicy, ok(samplePolicies.passwordPolicy)],
      [ENDPOINTS.usernamePolicy, ok(samplePolicies.usernamePolicy)],
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
        sm2Key: { code: 'k', publicKey },
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
    expect(calls.at(-1)).toEqual([
      ENDPOINTS.modifyPassword,
      {
        body: {
          oldPassword: expect.stringMatching(/^04[0-9a-f]+$/),
          newPassword: expect.stringMatching(/^04[0-9a-f]+$/),
          confirmPassword: expect.stringMatching(/^04[0-9a-f]+$/),
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
