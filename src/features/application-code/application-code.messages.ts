import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationCodeRefusal } from '../../../machines/application-code/application-code-refusal';
import type { CodeFormatError } from '../../../machines/shared/code-refusal';

/** The server's refusals of the code (schemas/refusals.ts), above the field. */
export const REFUSAL_TEXTS: Record<ApplicationCodeRefusal, MessageDescriptor> = {
  // SPEC 8: Verification failed.
  'secondFactor.wrongCode': msg`验证失败，动态口令错误，请重新输入`,
  'secondFactor.usedCode': msg`该动态口令已使用过，请等待身份验证器显示下一个`,
  'secondFactor.expiredCode': msg`动态口令无效或已过期，请输入新的动态口令`,
  'secondFactor.locked': msg`动态口令错误次数过多，已被锁定，请稍后再试`,
  // The application, the user or the user's authenticator app is unknown: one answer for all.
  'applicationTwoFactor.verificationFailed': msg`验证失败：应用或账号无效，或账号未绑定身份验证器`,
  'applicationTwoFactor.notAuthorized': msg`账户应用未授权`,
};

export const FORMAT_ERRORS: Record<CodeFormatError, MessageDescriptor> = {
  required: msg`请输入动态口令`,
  format: msg`动态口令为 6 到 8 位数字`,
};
