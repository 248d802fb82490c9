import { createSign, createVerify } from 'node:crypto';
import * as z from 'zod/mini';
import { ConnectorError, type ConnectorFailure } from '../connector';
import { callProvider, parseJson, parseWith } from './provider-call';

/**
 * One call of Alipay's open API gateway (gateway.do, version 1.0, RSA2) as Alipay's SDKs make it: the public
 * parameters, signed with the app's private key; the answer's node cut out as sent and checked with Alipay's
 * public key; a failure node (`error_response` or the method's own, code other than 10000) mapped by its code
 * and sub_code.
 */
export type GatewayKeys = { gatewayUrl: string; appPrivateKeyPem: string; alipayPublicKeyPem: string };

/** A gateway failure node (`error_response` or the method's own): `code` other than 10000, and `sub_code`. */
const Failure = z.object({ code: z.string(), msg: z.optional(z.string()), sub_code: z.optional(z.string()) });
const Signed = z.object({ sign: z.optional(z.string()) });

const failureOf = ({ code, sub_code = '' }: z.infer<typeof Failure>): ConnectorFailure => {
  if (sub_code === 'isv.code-invalid') return 'codeRejected';
  // 40006: the app lacks the product; the others: a key, app id or signature setting that does not match.
  if (
    code === '40006' ||
    /^isv\.(invalid-signature|invalid-app-id|missing-signature-config|invalid-signature-type)/.test(sub_code)
  )
    return 'providerMisconfigured';
  if (code === '40005' || sub_code.endsWith('call-limited')) return 'providerBusy';
  return 'providerUnavailable';
};

// Alipay's timestamp parameter is China Standard Time: "yyyy-MM-dd HH:mm:ss".
const chinaTime = (ms: number): string =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The signed text of a request: every parameter but `sign`, non-empty, sorted by name, `k=v&…`. */
const contentOf = (params: Record<string, string>): string =>
  Object.entries(params)
    .filter(([name, value]) => name !== 'sign' && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

/**
 * A node's exact text as signed: Alipay signs the characters between `"<key>":` and `,"sign"`, so it is cut out
 * of the answer as sent, not serialised again.
 */
function nodeText(text: string, key: string): string | null {
  const at = text.indexOf(`"${key}"`);
  if (at < 0) return null;
  const start = text.indexOf(':', at + key.length + 2) + 1;
  const signAt = text.lastIndexOf(',"sign"');
  return text.slice(start, signAt > start ? signAt : text.lastIndexOf('}')).trim();
}

export async function gatewayCall(
  appId: string,
  settings: GatewayKeys,
  method: string,
  business: Record<string, string>,
  signal: AbortSignal,
): Promise<unknown> {
  const params: Record<string, string> = {
    app_id: appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: chinaTime(Date.now()),
    version: '1.0',
    ...business,
  };
  try {
    params.sign = createSign('RSA-SHA256')
      .update(contentOf(params), 'utf8')
      .sign(settings.appPrivateKeyPem, 'base64');
  } catch {
    throw new ConnectorError('providerMisconfigured', `${method}: the app private key cannot sign`);
  }
  const { text } = await callProvider(
    method,
    new URL(settings.gatewayUrl),
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    },
    signal,
  );
  const json = parseJson(method, text);
  const key = [`${method.replaceAll('.', '_')}_response`, 'error_response'].find((name) =>
    nodeText(text, name),
  );
  const node = key ? nodeText(text, key) : null;
  if (!key || node === null || typeof json !== 'object' || json === null || !(key in json))
    throw new ConnectorError('providerUnavailable', `${method}: unexpected answer`);
  // A node named twice would have its first copy checked and JSON.parse keep the last: refused outright.
  if (text.split(`"${key}"`).length > 2)
    throw new ConnectorError('tokenInvalid', `${method}: the answer names ${key} twice`);
  const { sign } = parseWith(method, Signed, json);
  // What is used is the very text the signature covers, parsed, never the rest of the body.
  const answer = parseJson(method, node);
  // Alipay may leave an error unsigned (as its SDKs accept); a success must be signed, and a signature must hold.
  const failure = Failure.safeParse(answer);
  const failed = failure.success && failure.data.code !== '10000';
  if ((sign !== undefined || !failed) && !verifies(node, sign ?? '', settings.alipayPublicKeyPem))
    throw new ConnectorError('tokenInvalid', `${method}: the answer's signature does not verify`);
  if (failure.success && failed)
    throw new ConnectorError(
      failureOf(failure.data),
      `${method}: ${failure.data.code} ${failure.data.sub_code ?? ''}`,
    );
  return answer;
}

function verifies(content: string, sign: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, sign, 'base64');
  } catch {
    return false;
  }
}
