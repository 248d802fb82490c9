import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { type STokenCheck, sTokenKey } from '../../schemas/rules/s-token.rule';

/**
 * SPEC 5: a verified code's answer must carry an sToken that decrypts, under the reset token cut or padded to
 * 32 characters, to the code sent. Anything else (no token, another key, a tampered one) is not `ok`.
 */
export function checkSToken(sToken: string | null | undefined, key: string, sent: string): STokenCheck {
  if (!sToken) return 'missing';
  try {
    const opened = AES.decrypt(sToken, Utf8.parse(sTokenKey(key)), { mode: ECB, padding: Pkcs7 });
    return opened.toString(Utf8) === sent ? 'ok' : 'mismatch';
  } catch {
    // Not base64, or bytes that are not UTF-8 once opened: not the code.
    return 'mismatch';
  }
}
