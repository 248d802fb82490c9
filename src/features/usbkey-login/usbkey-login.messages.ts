import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { UsbKeyLoginRefusal } from '../../../machines/usbkey-login/usbkey-login-refusal';

/** What each refusal of bjcacert/login says (SPEC 8, USB-key login). */
export const REFUSAL_TEXTS: Record<UsbKeyLoginRefusal, MessageDescriptor> = {
  notConfigured: msg`本企业未开启证书登录，请使用其他方式登录`,
  tooMany: msg`当前网络登录请求过于频繁，请稍后再试`,
  randomExpired: msg`登录请求已过期，请重新登录`,
  untrusted: msg`证书不是本企业信任的机构颁发的，请更换证书`,
  certificateExpired: msg`证书已过期，请更换证书`,
  certificateNotYetValid: msg`证书尚未生效，请稍后再试或更换证书`,
  badSignature: msg`证书签名校验失败，请重新插入 USB Key 后重试`,
  serverCertMismatch: msg`服务器证书校验失败，请联系管理员`,
  unknownCertificate: msg`该证书未关联任何账号，请联系管理员`,
  locked: msg`账号已锁定，请稍后再试`,
  accountUnavailable: msg`该账号当前无法登录，请联系管理员`,
};

/** A refused PIN and the tries the key has left: a plural, so en says "1 attempt" (zh has one form). */
export const pinRetriesText = (retriesLeft: number): MessageDescriptor =>
  msg`${plural(retriesLeft, { other: 'PIN 码错误，还可重试 # 次' })}`;
