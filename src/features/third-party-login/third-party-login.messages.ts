import type { I18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteRefusal } from '../../../machines/shared/grant';
import type { ThirdPartyProblem } from '../../../machines/shared/third-party-problem';
import { PLUGIN_REFUSALS } from '../../../schemas/plugin-login.schema';
import { EDITION_REFUSALS } from '../../../schemas/rules/edition.rule';
import { CHAIN_START_TEXTS } from '../../shared/chain-start.messages';

/** What each third-party problem tells the user: what happened, and what to do. */
export const PROBLEM_MESSAGES: Record<ThirdPartyProblem, MessageDescriptor> = {
  'thirdParty.sourceUnavailable': msg`该登录方式未启用，请使用其他方式登录`,
  'thirdParty.stateInvalid': msg`登录请求已失效或不是从本浏览器发起的，请重新登录`,
  'thirdParty.issuerMismatch': msg`登录结果来自未预期的身份提供方，已拒绝`,
  'thirdParty.codeRejected': msg`授权码无效或已使用，请重新登录`,
  'thirdParty.otherOrganisation': msg`请使用本企业所在组织的账号登录`,
  'thirdParty.tokenInvalid': msg`身份提供方返回的登录凭证校验失败，请重新登录`,
  'thirdParty.providerMisconfigured': msg`该登录方式的配置有误，请联系管理员`,
  'thirdParty.providerBusy': msg`身份提供方繁忙，请稍后再试`,
  'thirdParty.providerUnavailable': msg`暂时无法连接身份提供方，请稍后再试`,
  'thirdParty.accountUnavailable': msg`绑定的账号已被禁用、锁定或过期，请联系管理员`,
  'thirdParty.accountPending': msg`绑定的账号正在等待管理员审核，审核通过后即可登录`,
  'thirdParty.bindingInvalid': msg`绑定已失效，请重新通过第三方账号登录`,
  [PLUGIN_REFUSALS.sourceUnavailable]: msg`该登录方式未启用，请使用其他方式登录`,
  [EDITION_REFUSALS.paidFeature]: msg`当前为免费版，该登录方式需要升级版本，请联系管理员。`,
  unsafeRedirect: msg`登录地址不安全，已阻止跳转，请联系管理员`,
  network: msg`网络错误，请稍后再试！`,
  unexpected: msg`登录异常`,
};

/** The words of a problem, for a page's problem card; none without one. */
export const problemText = (i18n: I18n, problem: ThirdPartyProblem | null) =>
  problem ? i18n._(PROBLEM_MESSAGES[problem]) : null;

/**
 * Why a composite chain refused its plugin step before the browser left (SPEC 8 Composite): each ends the
 * login, so each says to sign in again.
 */
export const CHAIN_REFUSAL_MESSAGES: Record<RouteRefusal, MessageDescriptor> = {
  stepRefused: msg`多步验证当前不在等待这一步，本次验证已终止，请重新登录。`,
  chainInvalid: msg`这次多步验证已结束或已失效，请重新登录。`,
  chainRequired: msg`该登录方式需要多步验证，本页面无法单独发起，请返回登录页重新登录。`,
  // A plugin source that starts a chain could not start it.
  ...CHAIN_START_TEXTS,
};
