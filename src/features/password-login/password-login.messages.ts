import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { type LoginErrorCode, type LoginField, REQUIRED_CODES } from '../../../machines/shared/login-failure';
import { CHAIN_START_TEXTS } from '../../shared/chain-start.messages';

/** Password-login messages of SPEC section 8, by the machine's error code. */
const MESSAGES: Record<LoginErrorCode, MessageDescriptor> = {
  usernameRequired: msg`请输入用户名`,
  passwordRequired: msg`请输入密码`,
  captchaRequired: msg`请输入验证码`,
  keyUnavailable: msg`加密密钥加载失败，请刷新页面后重试`,
  encryptFailed: msg`密码加密失败，请重试`,
  captchaUnavailable: msg`验证码加载失败，请点击刷新`,
  captchaTooMany: msg`当前网络获取验证码过于频繁，请稍后再试`,
  invalidPassword: msg`用户名或密码错误`,
  invalidCaptcha: msg`验证码错误`,
  expired: msg`账户已过期，请联系管理员`,
  willLock: msg`用户名或密码错误`,
  disabled: msg`账户已被禁用，请联系管理员`,
  awaitingApproval: msg`账户正在等待管理员审批，审批通过后即可登录`,
  unknownUser: msg`目录中没有该用户`,
  directoryUnavailable: msg`目录服务暂时无法连接，请稍后再试`,
  directoryConflict: msg`该目录账号与本地账号同名，请联系管理员`,
  bindingInvalid: msg`绑定已失效，请重新通过第三方账号登录`,
  openidBound: msg`该第三方账号已绑定其他账号`,
  usernameBound: msg`该账号已绑定此登录方式的其他第三方账号`,
  serverError: msg`服务器内部错误`,
  ...CHAIN_START_TEXTS,
  loginFailed: msg`登录异常`,
};

// A plural, so the en text can say "1 more failed attempt" (zh has one form).
const willLockCount = (count: number) =>
  msg`${plural(count, { other: '用户名或密码错误，再失败 # 次账户将被锁定' })}`;

/** What the form says as information, not as an error: nothing the user typed was wrong. */
export const isLoginNotice = (code: LoginErrorCode): boolean => code === 'awaitingApproval';

export function loginErrorText(i18n: I18n, error: { code: LoginErrorCode; count?: number }): string {
  if (error.code === 'willLock' && error.count !== undefined) return i18n._(willLockCount(error.count));
  return i18n._(MESSAGES[error.code]);
}

/** What an empty field says under itself: the same words as the form's message for it. */
export const requiredFieldText = (i18n: I18n, field: LoginField): string =>
  i18n._(MESSAGES[REQUIRED_CODES[field]]);
