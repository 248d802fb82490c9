import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api/request';
import { json, recordingHttp } from '../api/testing/recording-http';
import { encryptPassword, sm2Challenge, sm2Encrypt } from './sm2-encrypt';

describe('sm2Encrypt', () => {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();

  it('produces 04 ‖ C1C3C2 hex that decrypts with the private key in C1C3C2 mode', async () => {
    const cipher = await sm2Encrypt('Demo@123456', { publicKey });
    expect(cipher).toMatch(/^04[0-9a-f]+$/);
    // 04 + 64-byte C1 point + 32-byte C3 + C2 of the message length.
    expect(cipher.length).toBe(2 + 128 + 64 + 'Demo@123456'.length * 2);
    expect(sm2.doDecrypt(cipher.slice(2), privateKey, 1)).toBe('Demo@123456');
  });

  it('is not the C1C2C3 order', async () => {
    const cipher = await sm2Encrypt('Demo@123456', { publicKey });
    expect(sm2.doDecrypt(cipher.slice(2), privateKey, 0)).not.toBe('Demo@123456');
  });

  it('encrypts non-ASCII passwords as UTF-8', async () => {
    const cipher = await sm2Encrypt('密码Pässwörd', { publicKey });
    expect(sm2.doDecrypt(cipher.slice(2), privateKey, 1)).toBe('密码Pässwörd');
  });

  it('refuses an empty password before encrypting', async () => {
    await expect(sm2Encrypt('', { publicKey })).rejects.toThrow(/empty/);
  });
});

describe('a password under a one-time challenge', () => {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  const signal = new AbortController().signal;
  /** An API whose sm2_key answers a new challenge code each time (`challenge-1`, `challenge-2`, …). */
  const challenges = () => {
    let issued = 0;
    const { http, sent } = recordingHttp(() =>
      json({ success: true, code: '200', data: { code: `challenge-${++issued}`, publicKey } }),
    );
    return { api: createApi(http, 'v1.2'), sent };
  };
  const plain = (cipher: string) => sm2.doDecrypt(cipher.slice(2), privateKey, 1);

  it('asks sm2_key for a fresh challenge each time, encrypts `<code>:<password>` and names the code', async () => {
    const { api, sent } = challenges();
    const first = await encryptPassword(api, '密码:Pässwörd', signal);
    const second = await encryptPassword(api, '密码:Pässwörd', signal);
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST http://test/api/public/bff/v1.2/sm2_key',
      'POST http://test/api/public/bff/v1.2/sm2_key',
    ]);
    expect(first.sm2_code).toBe('challenge-1');
    expect(plain(first.password)).toBe('challenge-1:密码:Pässwörd');
    expect(second.sm2_code).toBe('challenge-2');
    expect(plain(second.password)).toBe('challenge-2:密码:Pässwörd');
  });

  it('binds every password of one challenge to its code', async () => {
    const { api, sent } = challenges();
    const challenge = await sm2Challenge(api, signal);
    const ciphers = await Promise.all([challenge.encrypt('Old@2024'), challenge.encrypt('New@2024')]);
    expect(sent).toHaveLength(1);
    expect(ciphers.map(plain)).toEqual(['challenge-1:Old@2024', 'challenge-1:New@2024']);
  });

  it('refuses an empty password, and fails as the call did when no challenge comes', async () => {
    const { api } = challenges();
    await expect(encryptPassword(api, '', signal)).rejects.toThrow(/empty/);
    const unreachable = createApi(recordingHttp(() => Promise.reject(new TypeError('offline'))).http, 'v1.2');
    await expect(encryptPassword(unreachable, 'Demo@123456', signal)).rejects.toMatchObject({
      detail: { kind: 'network' },
    });
  });
});
