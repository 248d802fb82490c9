import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { sm2Encrypt } from './sm2-encrypt';

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
