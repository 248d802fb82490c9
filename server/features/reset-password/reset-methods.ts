import type { CodeType, ResetMethod } from '../../../schemas/reset-password.schema';
import { maskPhone } from '../second-factor/mask-phone';
import type { ResetAccount } from './password-reset.repo';

/** An address as the page shows it: its first letter and its domain (d***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Where a code of `type` goes for the account: its e-mail or its phone, or null when it has none. */
export const recipientOf = (account: ResetAccount, type: CodeType): string | null =>
  type === 'email' ? account.email : account.phoneNumber;

/** SPEC 3 (verify type email, phone or question): the ways the account can be proved, with where codes go. */
export function methodsOf(account: ResetAccount): ResetMethod[] {
  const methods: ResetMethod[] = [];
  if (account.email) methods.push({ type: 'email', masked: maskEmail(account.email) });
  if (account.phoneNumber) methods.push({ type: 'phone', masked: maskPhone(account.phoneNumber) });
  if (account.hasQuestions) methods.push({ type: 'question', masked: null });
  return methods;
}
