import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TraceRefusal } from '../../../machines/plugin-login/trace-outcome';
import type { FieldError } from '../../../machines/plugin-login/plugin-complement.machine';
import type { ThirdPartyProblem } from '../../../machines/shared/third-party-problem';
import { EDITION_REFUSALS } from '../../../schemas/rules/edition.rule';
import { PLUGIN_REFUSALS as R } from '../../../schemas/plugin-login.schema';

/** What each refused trace check tells the user (SPEC 8 Trace errors): what happened, and what to do. */
export const TRACE_REFUSAL_MESSAGES: Record<TraceRefusal, MessageDescriptor> = {
  [R.sourceUnavailable]: msg`该登录方式未启用，请使用其他方式登录`,
  [R.traceNotFound]: msg`登录请求已失效或不是从本浏览器发起的，请重新登录`,
  [R.tenantMismatch]: msg`登录请求不属于当前企业，请从本企业的登录页重新登录`,
  [R.authNotFinished]: msg`外部系统的登录尚未完成或授权码已失效，请重新登录`,
  [R.associatorError]: msg`暂时无法从外部系统获取账号信息，请稍后再试或联系管理员`,
  [R.dictionaryFieldError]: msg`外部系统返回的账号信息格式有误，请联系管理员`,
  [R.unsupportedAssociation]: msg`外部系统没有提供用于关联账号的信息，无法自动绑定，请联系管理员`,
  [R.userNotFound]: msg`没有找到与外部账号匹配的本系统账号，无法自动绑定，请联系管理员`,
  [R.bindFailed]: msg`匹配到的本系统账号已绑定其他外部账号，无法自动绑定，请联系管理员`,
  [R.usernameExists]: msg`自动创建账号失败：用户名已被其他账号使用，请联系管理员`,
  [R.emailExists]: msg`自动创建账号失败：邮箱已被其他账号使用，请联系管理员`,
  [R.phoneExists]: msg`自动创建账号失败：手机号已被其他账号使用，请联系管理员`,
  [R.accountUnavailable]: msg`绑定的账号已被禁用、锁定或过期，请联系管理员`,
  [R.accountPending]: msg`绑定的账号正在等待管理员审核，审核通过后即可登录`,
  autoCreateFailed: msg`自动创建账号失败，请联系管理员`,
  autoBindFailed: msg`自动绑定账号失败，请联系管理员`,
  pluginFailed: msg`外部系统登录失败，请重新登录`,
};

/** Why a plugin call did not answer: no connection, a free tenant (plugin sources need a paid edition), or else. */
const PROBLEM_MESSAGES = {
  network: msg`网络错误，请稍后再试！`,
  paidFeature: msg`当前为免费版，该登录方式需要升级版本，请联系管理员。`,
  unexpected: msg`登录异常`,
} satisfies Record<string, MessageDescriptor>;

/** Why the check did not answer (the server's refusals of a check are answers, TRACE_REFUSAL_MESSAGES). */
export const checkFailureText = (i18n: I18n, problem: ThirdPartyProblem | null) =>
  i18n._(
    problem === 'network'
      ? PROBLEM_MESSAGES.network
      : problem === EDITION_REFUSALS.paidFeature
        ? PROBLEM_MESSAGES.paidFeature
        : PROBLEM_MESSAGES.unexpected,
  );

/** What a complement field's error tells the user (SPEC 3: a required field's 'This item cannot be empty'). */
export const FIELD_ERROR_MESSAGES: Record<FieldError, MessageDescriptor> = {
  required: msg`此项不能为空`,
  phoneInvalid: msg`请输入正确的手机号`,
  emailInvalid: msg`请输入正确的邮箱地址`,
  phoneExists: msg`该手机号已被其他账号使用`,
  emailExists: msg`该邮箱已被其他账号使用`,
};

/** The names of the fields this server's complement form asks for, by key. */
export const FIELD_LABELS: Partial<Record<string, MessageDescriptor>> = {
  phone: msg`手机号`,
  email: msg`邮箱`,
};

/** Why the complement could not be sent: no connection, or anything else. */
export const COMPLEMENT_PROBLEM_MESSAGES: Record<'network' | 'unexpected', MessageDescriptor> =
  PROBLEM_MESSAGES;
