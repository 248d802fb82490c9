import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPLICATION_TWO_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';

const VERIFICATION_FAILED = msg`验证失败`;

// SPEC section 8 (second factor): the refusals the server names by code.
const KNOWN: Record<string, MessageDescriptor> = {
  [REFUSALS.verificationFailed]: VERIFICATION_FAILED,
  [REFUSALS.stateInvalid]: msg`状态无效或已过期`,
  [REFUSALS.usernameInconsistent]: msg`用户名不一致`,
  [REFUSALS.notAuthorized]: msg`账户应用未授权`,
};

/** Why an application's second check was refused: the known refusals in the active language, others as sent. */
export function applicationRefusalText(i18n: I18n, refusal: string | null): string {
  const known = refusal ? KNOWN[refusal] : undefined;
  if (known) return i18n._(known);
  return refusal || i18n._(VERIFICATION_FAILED);
}
