import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The calling codes the form offers, mainland China first (SPEC section 9: default region 86). */
export const PHONE_REGIONS: readonly { code: string; name: MessageDescriptor }[] = [
  { code: '86', name: msg`中国大陆` },
  { code: '852', name: msg`中国香港` },
  { code: '853', name: msg`中国澳门` },
  { code: '886', name: msg`中国台湾` },
  { code: '1', name: msg`美国/加拿大` },
  { code: '44', name: msg`英国` },
  { code: '65', name: msg`新加坡` },
  { code: '81', name: msg`日本` },
  { code: '82', name: msg`韩国` },
  { code: '61', name: msg`澳大利亚` },
  { code: '49', name: msg`德国` },
  { code: '33', name: msg`法国` },
];

/** The regions as a select lists them: the calling code, then the region's name in the page's language. */
export const phoneRegionOptions = (i18n: I18n) =>
  PHONE_REGIONS.map(({ code, name }) => ({ value: code, label: `+${code} ${i18n._(name)}` }));
