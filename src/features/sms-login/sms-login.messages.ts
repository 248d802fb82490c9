import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SmsFieldError, SmsLoginField } from '../../../machines/sms-login/sms-login.machine';
import type { SmsLoginRefusal } from '../../../machines/sms-login/sms-login-refusal';
import { CHAIN_START_TEXTS } from '../../shared/chain-start.messages';

/** What each refusal of the SMS login says (SPEC 8: Adapter and SMS login codes, a chain's start). */
export const REFUSAL_TEXTS: Record<SmsLoginRefusal, MessageDescriptor> = {
  wrongCode: msg({ message: '验证码错误，请重新输入', context: 'code' }),
  // SPEC 8: 'your phone number does not exist'.
  noAccount: msg`该手机号不存在`,
  wrongCaptcha: msg`验证码错误，请重新输入`,
  invalidPhone: msg`请输入正确的手机号`,
  resendTooSoon: msg({ message: '验证码发送过于频繁，请稍后再试', context: 'code' }),
  dailyLimit: msg`今日验证码发送次数已达上限，请明天再试`,
  deliveryFailed: msg`验证码发送失败，请稍后重试`,
  expiredCode: msg`验证码已失效，请重新获取`,
  locked: msg`验证码错误次数过多，该手机号已暂时锁定，请稍后再试`,
  accountUnavailable: msg`该账号当前无法登录，请联系管理员`,
  ...CHAIN_START_TEXTS,
};

/** What an empty or malformed field says. */
export const FIELD_ERRORS: Record<SmsLoginField, Record<SmsFieldError, MessageDescriptor>> = {
  phone: { required: msg`请输入手机号`, format: msg`请输入正确的手机号` },
  captcha: { required: msg`请输入验证码`, format: msg`请输入验证码` },
  code: {
    required: msg({ message: '请输入验证码', context: 'code' }),
    format: msg`验证码为 6 位数字`,
  },
};
