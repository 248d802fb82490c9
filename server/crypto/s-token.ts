import { createCipheriv } from 'node:crypto';
import { sTokenKey } from '../../schemas/rules/s-token.rule';

/** The sToken of a verified code: `value` (the code) AES-256-ECB under the reset token's 32-character key. */
export function sealSToken(value: string, key: string): string {
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(sTokenKey(key), 'utf8'), null);
  return Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]).toString('base64');
}
