import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BindProblem } from '../../../machines/bind/bind.schema';

/** What each problem finding a binding tells the user: what happened, and what to do. */
const PROBLEM_MESSAGES: Record<BindProblem, MessageDescriptor> = {
  'thirdParty.bindingInvalid': msg`绑定已失效，请重新通过第三方账号登录`,
  'thirdParty.accountUnavailable': msg`绑定的账号已被禁用、锁定或过期，请联系管理员`,
  'thirdParty.accountPending': msg`绑定的账号正在等待管理员审核，审核通过后即可登录`,
  'thirdParty.sourceUnavailable': msg`该登录方式未启用，请使用其他方式登录`,
  'edition.paidFeature': msg`当前为免费版，该登录方式需要升级版本，请联系管理员。`,
  notKept: msg`绑定已失效或不是在本页面发起的，请重新通过外部系统登录`,
  network: msg`网络错误，请稍后再试！`,
  unexpected: msg`登录异常`,
};

export const problemText = (i18n: I18n, problem: BindProblem) => i18n._(PROBLEM_MESSAGES[problem]);
