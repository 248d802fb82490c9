import { X509Certificate, createHash, sign } from 'node:crypto';
import { UsbKeyChallengeResponse, type UsbKeyChallenge } from '../../schemas/usbkey-login.schema';
import { getJson, sendJson, type JsonResponse } from './http';
import type { KeyHolder } from './test-certificates';
import { type TestBrowser, testBrowser } from './test-browser';

const BJCACERT = '/api/public/bff/v1.2/bjcacert/login';

/** A certificate's DER, base64, as the agent sends it. */
export const derBase64 = (pem: string) => new X509Certificate(pem).raw.toString('base64');

/** The key's ECDSA P-256 signature over SHA-256 of the random's UTF-8 bytes, raw r‖s, base64 (the token's). */
export const signRandom = (random: string, keyPem: string) =>
  sign('sha256', Buffer.from(random, 'utf8'), { key: keyPem, dsaEncoding: 'ieee-p1363' }).toString('base64');

/**
 * The form the page posts for `holder`'s key and certificate: the challenge's random signed, idToken3 the
 * SHA-256 of the server certificate the challenge showed (as the agent computes it); `overrides` replace any
 * field.
 */
export function signedForm(
  challenge: UsbKeyChallenge,
  holder: KeyHolder,
  overrides: Record<string, unknown> = {},
) {
  return {
    random: challenge.random,
    signedData: signRandom(challenge.random, holder.keyPem),
    userCert: derBase64(holder.certPem),
    idToken1: 'SOFTHSM-TEST-0001',
    idToken2: '01',
    idToken3: createHash('sha256').update(Buffer.from(challenge.serverCert, 'base64')).digest('hex'),
    ...overrides,
  };
}

/**
 * The USB-key login's calls as the page sends them, of the tenant `enterpriseId`, from the client address
 * `address` (the test server must trust X-Forwarded-For), in `browser` (a browser of its own by default): both
 * calls send its cookie and keep the one they answer with.
 */
export const usbKeyClient = (
  url: string,
  address: string,
  enterpriseId = 'demo',
  browser: TestBrowser = testBrowser(),
) => {
  const from = { 'X-Forwarded-For': address };
  const challengeCall = async () =>
    browser.keep(
      await getJson(`${url}${BJCACERT}?${new URLSearchParams({ _enterprise_id: enterpriseId })}`, undefined, {
        ...from,
        ...browser.headers(),
      }),
    );
  return {
    challengeCall,
    /** A new challenge, which must be issued. */
    challenge: async () => UsbKeyChallengeResponse.parse((await challengeCall()).body).data,
    login: async (form: Record<string, unknown>): Promise<JsonResponse> => {
      const body = { _enterprise_id: enterpriseId, ...form };
      const response = await sendJson(`${url}${BJCACERT}`, body, undefined, 'POST', {
        ...from,
        ...browser.headers(),
      });
      return browser.keep(response);
    },
  };
};
