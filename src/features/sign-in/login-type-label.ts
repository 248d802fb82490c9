import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoginTypeEntry } from '../../../schemas/login-page-config.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { thirdPartyKindOf } from '../../../schemas/third-party-sources';
import { providerName } from '../../shared/third-party-source-label';

const BUILT_IN: Record<string, MessageDescriptor> = {
  [ADAPTERS.password]: msg`密码登录`,
  [ADAPTERS.mobilePhoneToken]: msg`短信登录`,
  [ADAPTERS.scanCode]: msg`扫码登录`,
  [ADAPTERS.ldap]: msg`LDAP 登录`,
  [ADAPTERS.usbKey]: msg`证书登录`,
};

/**
 * Known login types are named in the active language, a third-party source by its provider's name;
 * tenant-named ones keep the tenant's name.
 */
export const loginTypeLabel = (i18n: I18n, type: LoginTypeEntry): string => {
  const kind = thirdPartyKindOf(type.key);
  if (kind) return providerName(i18n, kind);
  const builtIn = BUILT_IN[type.key];
  return builtIn ? i18n._(builtIn) : type.name;
};
