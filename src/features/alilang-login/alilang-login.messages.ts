import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AlilangProblem } from '../../../machines/alilang-login/alilang-login.machine';
import { EDITION_REFUSALS } from '../../../schemas/rules/edition.rule';

/**
 * What the server's refusals of Alilang's request and token say, in Alilang's terms (no provider's page was
 * visited); a refusal only the redirect sources meet (a code, an issuer) reads as the unexpected.
 */
export const ALILANG_MESSAGES: Partial<Record<AlilangProblem, MessageDescriptor>> = {
  'thirdParty.sourceUnavailable': msg`该登录方式未启用，请使用其他方式登录`,
  'thirdParty.tokenInvalid': msg`阿里郎的身份凭证校验失败或已过期，请重试；仍失败请联系管理员`,
  'thirdParty.stateInvalid': msg`登录请求已失效或已使用，请重试`,
  'thirdParty.providerMisconfigured': msg`阿里郎登录的配置有误，请联系管理员`,
  'thirdParty.accountUnavailable': msg`绑定的账号已被禁用、锁定或过期，请联系管理员`,
  'thirdParty.accountPending': msg`绑定的账号正在等待管理员审核，审核通过后即可登录`,
  [EDITION_REFUSALS.paidFeature]: msg`当前为免费版，该登录方式需要升级版本，请联系管理员。`,
  network: msg`网络错误，请稍后再试！`,
};

export const UNEXPECTED_MESSAGE = msg`登录异常`;
