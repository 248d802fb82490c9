import { createVerify } from 'node:crypto';
import { DEMO_CLIENTS } from '../demo-identities';
import { ALIPAY_DEMO_KEYS } from './alipay-demo-keys';

/**
 * The gateway's checks of a request's public parameters (公共请求参数), in Alipay's order, each refusal with its
 * code, msg and sub_code. Written apart from the connector's signer on purpose: a mistake in one is then caught
 * by the other, not repeated.
 */
export type GatewayNode = Record<string, string | number>;

export const gatewayFailure = (
  code: string,
  msg: string,
  sub_code: string,
  sub_msg: string,
): GatewayNode => ({
  code,
  msg,
  sub_code,
  sub_msg,
});

const REQUIRED = ['app_id', 'method', 'charset', 'sign_type', 'sign', 'timestamp', 'version'] as const;
const MISSING_NAMES: Partial<Record<string, string>> = { sign: 'signature', sign_type: 'signature-type' };
const invalid = (sub_code: string, sub_msg: string) =>
  gatewayFailure('40002', 'Invalid Arguments', sub_code, sub_msg);

/** The text an RSA2 signature covers (签名规则): every parameter but `sign`, non-empty, sorted by name, `k=v&…`. */
const signedContent = (params: Record<string, string>): string =>
  Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

const verifies = (params: Record<string, string>): boolean => {
  try {
    const verifier = createVerify('RSA-SHA256').update(signedContent(params), 'utf8');
    return verifier.verify(ALIPAY_DEMO_KEYS.appPublicKeyPem, params.sign ?? '', 'base64');
  } catch {
    return false;
  }
};

/** The refusal of a request the gateway does not take, or null; `known` says whether its method exists. */
export function requestRefusal(params: Record<string, string>, known: boolean): GatewayNode | null {
  const missing = REQUIRED.find((name) => !params[name]);
  if (missing) {
    const name = MISSING_NAMES[missing] ?? missing.replace('_', '-');
    return gatewayFailure('40001', 'Missing Required Arguments', `isv.missing-${name}`, `缺少${missing}参数`);
  }
  if (params.app_id !== DEMO_CLIENTS.alipay.clientId) return invalid('isv.invalid-app-id', '无效的AppID参数');
  if (params.sign_type !== 'RSA2') return invalid('isv.invalid-signature-type', '无效的签名类型');
  if (!verifies(params))
    return invalid('isv.invalid-signature', '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配');
  if (!known || params.version !== '1.0') return invalid('isv.invalid-method', '不存在的方法名');
  return null;
}
