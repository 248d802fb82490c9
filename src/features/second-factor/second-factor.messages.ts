import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChainRefusal } from '../../../machines/second-factor/chain-refusal';
import type { CodeFormatError } from '../../../machines/shared/code-refusal';
import type { PhoneFormatError } from '../../../machines/second-factor/sms-code.machine';
import type { MethodChoice } from '../../../machines/second-factor/second-factor.schema';
import type { SecondFactorRefusal } from '../../../schemas/refusals';

/** The methods as the switch names them. */
export const METHOD_LABELS: Record<MethodChoice, MessageDescriptor> = {
  otp: msg`身份验证器`,
  sms: msg`短信验证码`,
  admin: msg`管理员验证码`,
  offline: msg`离线设备`,
};

/** The server's refusals of a code (schemas/refusals.ts), under the field. */
export const REFUSAL_TEXTS: Record<SecondFactorRefusal, MessageDescriptor> = {
  // SPEC 8: Verification failed.
  'secondFactor.wrongCode': msg`验证失败，验证码错误，请重新输入`,
  'secondFactor.usedCode': msg`该验证码已使用过，请等待验证器显示下一个验证码`,
  // SPEC 8: state invalid or expired.
  'secondFactor.expiredCode': msg`验证码无效或已过期，请重新获取`,
  'secondFactor.locked': msg`验证码错误次数过多，二次认证已锁定，请稍后再试`,
  'secondFactor.unavailable': msg`此验证方式当前不可用，请选择其他方式`,
  'secondFactor.noPhone': msg`您的账号未绑定手机号，无法接收短信验证码`,
  'secondFactor.resendTooSoon': msg({ message: '验证码发送过于频繁，请稍后再试', context: 'code' }),
  'secondFactor.wrongCaptcha': msg`图形验证码错误或已失效，请输入新的图形验证码`,
  'secondFactor.deliveryFailed': msg`验证码发送失败，请稍后重新申请`,
  'secondFactor.dailyLimit': msg`今天获取验证码的次数已达上限，请明天再试或选择其他验证方式`,
  'secondFactor.phoneInUse': msg`该手机号已被其他账号使用，请换一个手机号`,
};

/** Why a composite chain ended at one of its factor steps (SPEC 8 Composite), under its headline. */
export const CHAIN_REFUSAL_TEXTS: Record<ChainRefusal, MessageDescriptor> = {
  'composite.chainInvalid': msg`这次多步验证已结束或已失效，请重新登录。`,
  'composite.stepRefused': msg`多步验证的步骤顺序不正确，本次验证已终止，请重新登录。`,
  'composite.authFailed': msg`这一步验证未通过，请重新登录。`,
};

export const FORMAT_ERRORS: Record<CodeFormatError, MessageDescriptor> = {
  required: msg({ message: '请输入验证码', context: 'code' }),
  format: msg`验证码为 6 到 8 位数字`,
};

/** A number typed to bind that is not sent (sms-code.machine.ts). */
export const PHONE_ERRORS: Record<PhoneFormatError, MessageDescriptor> = {
  required: msg`请输入手机号`,
  format: msg`请输入正确的 11 位手机号`,
};
