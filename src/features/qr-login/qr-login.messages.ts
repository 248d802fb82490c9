import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QrLoginRefusal } from '../../../machines/qr-login/qr-login.machine';

/** What each refusal of the QR scan login says. */
export const REFUSAL_TEXTS: Record<QrLoginRefusal, MessageDescriptor> = {
  wrongCaptcha: msg`验证码错误，请重新输入`,
  expired: msg`二维码已失效`,
  notConfirmed: msg`请在手机上确认登录`,
  tooMany: msg`获取二维码过于频繁，请稍后再试`,
  accountUnavailable: msg`该账号当前无法登录，请联系管理员`,
};
