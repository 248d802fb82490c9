import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResetRefusal } from '../../../machines/reset-password/reset-refusal';
import type { ResetCodeFormatError } from '../../../machines/reset-password/reset-code.machine';

/** Refusals of a typed code: the field is emptied for the next try. */
export const CODE_REFUSALS: readonly ResetRefusal[] = [
  'wrongCode',
  'expiredCode',
  'sTokenMissing',
  'sTokenMismatch',
];

/** What each refusal of the reset says (SPEC 5 and 8 give the sToken's and the questions' texts). */
export const REFUSAL_TEXTS: Record<ResetRefusal, MessageDescriptor> = {
  noAccount: msg`无法通过该账号找回密码，请确认输入是否正确，或联系管理员`,
  wrongCaptcha: msg`验证码错误，请重新输入`,
  unknownTenant: msg`企业信息有误，请从登录页重新进入`,
  expired: msg`找回密码已超时，请重新开始`,
  unavailable: msg`该账号不支持这种验证方式，请选择其他方式`,
  resendTooSoon: msg({ message: '验证码发送过于频繁，请稍后再试', context: 'code' }),
  dailyLimit: msg`今日验证码发送次数已达上限，请明天再试`,
  deliveryFailed: msg`验证码发送失败，请稍后重试`,
  wrongCode: msg({ message: '验证码错误，请重新输入', context: 'code' }),
  expiredCode: msg`验证码已失效，请重新获取`,
  wrongAnswers: msg`密保校验失败，请重试。`,
  locked: msg`错误次数过多，该验证方式已暂时锁定，请稍后再试`,
  notVerified: msg`请先完成身份验证`,
  replayed: msg`请求已提交，请勿重复提交`,
  undecryptable: msg`密码加密失败，请刷新页面后重试`,
  sTokenMissing: msg`缺少sToken,请求不安全`,
  sTokenMismatch: msg`Stoken校验失败，请求不安全，请重试。`,
};

export const CODE_FORMAT_ERRORS: Record<ResetCodeFormatError, MessageDescriptor> = {
  required: msg({ message: '请输入验证码', context: 'code' }),
  format: msg`验证码为 6 位数字`,
};

/** The five steps of SPEC 4, as the page names them. */
export const STEP_NAMES = [
  msg`填写账号`,
  msg`选择验证方式`,
  msg`身份验证`,
  msg`设置新密码`,
  msg`完成`,
] as const;
