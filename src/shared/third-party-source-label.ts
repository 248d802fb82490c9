import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ThirdPartyKind } from '../../schemas/third-party-sources';

/** Each provider's name in the active language (brand names: Entra ID and OIDC are the same in both). */
const PROVIDER_NAMES: Record<ThirdPartyKind, MessageDescriptor> = {
  aad: msg`Entra ID`,
  oidc_code: msg`OIDC`,
  oidc_code_adapter: msg`OIDC（手动端点）`,
  ddtalk: msg`钉钉`,
  wechat: msg`微信`,
  wechatenterprise: msg`企业微信`,
  alipay: msg`支付宝`,
  alilang: msg`阿里郎`,
};

export const providerName = (i18n: I18n, kind: ThirdPartyKind): string => i18n._(PROVIDER_NAMES[kind]);
