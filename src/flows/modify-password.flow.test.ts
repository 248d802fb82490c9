import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { encryptPasswords } from './modify-password.flow';

describe('encryptPasswords', () => {
  it('encrypts each password on its own with the tenant key', async () => {
    const { publicKey, privateKey } = sm2.generateKeyPairHex();
    const form = { oldPassword: 'First@123456', newPassword: 'Changed@2024', confirmPassword: 'Changed@2024' };
    const cipher = await encryptPasswords({ form, sm2Key: { code: 'k', publicKey } });
    const plain = (hex: string) => sm2.doDecrypt(hex.slice(2), privateKey, 1);
    expect({ old: plain(cipher.oldPassword), new: plain(cipher.newPassword), confirm: plain(cipher.confirmPassword) }).toEqual({
      old: form.oldPassword,
      new: form.newPassword,
      confirm: form.confirmPassword,
    });
    // Fresh randomness per call: equal passwords never give equal ciphertext.
    expect(cipher.newPassword).not.toBe(cipher.confirmPassword);
  });
});
