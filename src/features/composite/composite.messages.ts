import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChainStepKey } from '../../../machines/composite/chain-entry';
import type { DropReason } from '../../../machines/composite/composite-chain.schema';
import { COMPOSITE_REFUSALS } from '../../../schemas/composite-step.schema';
import { PLUGIN_REFUSALS } from '../../../schemas/plugin-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';

/** What each login step asks of the user, above its form. */
export const STEP_PROMPTS: Record<ChainStepKey, MessageDescriptor> = {
  [ADAPTERS.password]: msg`请输入本系统账号的密码，完成这一步验证。`,
  [ADAPTERS.ldap]: msg`请输入 LDAP 账号的密码，完成这一步验证。`,
  [ADAPTERS.mobilePhoneToken]: msg`请用手机号接收短信验证码，完成这一步验证。`,
};

// SPEC 8 Composite: 'composite login authentication error', then why, where the server says.
const AUTH_FAILED = msg`这一步验证未通过，请重试。`;
const REFUSALS: Partial<Record<string, MessageDescriptor>> = {
  [COMPOSITE_REFUSALS.authFailed]: AUTH_FAILED,
  [COMPOSITE_REFUSALS.otherUser]: msg`这一步登录的账号与第一步不同，请使用同一个账号完成验证。`,
  [COMPOSITE_REFUSALS.notLinked]: msg`该外部系统账号尚未绑定本系统账号，请使用已绑定的账号完成验证。`,
  // A plugin person's account refused on its own (schemas PLUGIN_REFUSALS): the step waits for another try.
  [PLUGIN_REFUSALS.accountUnavailable]: msg`绑定的账号已被禁用、锁定或过期，请联系管理员。`,
  [PLUGIN_REFUSALS.accountPending]: msg`绑定的账号正在等待管理员审核，审核通过后即可登录。`,
};

/** The reason a step was refused, by its COMPOSITE_REFUSALS code (none: the plain authentication error). */
export const refusalMessage = (code: string | null): MessageDescriptor =>
  (code && REFUSALS[code]) || AUTH_FAILED;

/** Why the chain was dropped, as the card says it before the login comes back. */
export const DROP_MESSAGES: Record<DropReason, { title: MessageDescriptor; text: MessageDescriptor }> = {
  stale: { title: msg`验证已超时`, text: msg`多步验证已超时或不在本页面发起，请重新登录。` },
  tampered: { title: msg`验证信息无效`, text: msg`本页面保存的验证信息已损坏，请重新登录。` },
  chainInvalid: { title: msg`验证已失效`, text: msg`这次多步验证已结束或已失效，请重新登录。` },
  // SPEC 4: an unknown type is 'unknown login method'.
  unknownMethod: {
    title: msg`未知的登录方式`,
    text: msg`下一步验证的登录方式本页面无法提供，请联系管理员。`,
  },
};
