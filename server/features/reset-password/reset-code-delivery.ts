import type { CodeType } from '../../../schemas/reset-password.schema';
import type { Deps } from '../../deps';
import { deliverMail } from '../../messaging/deliver-mail';
import { deliverText } from '../../messaging/deliver-text';
import type { Tenant } from '../../tenant/tenant.repo';
import { resetCodeMail, resetCodeSms } from './reset-code.message';

/** Hands a reset code to the user's mailbox or phone; false when it cannot go anywhere. */
export async function deliverResetCode(
  deps: Deps,
  tenant: Tenant,
  message: { channel: CodeType; recipient: string; code: string; validMinutes: number },
): Promise<boolean> {
  const { channel, recipient, code, validMinutes } = message;
  if (channel === 'email') {
    const mail = { to: recipient, ...resetCodeMail(tenant.name, code, validMinutes) };
    return deliverMail(deps, mail, 'password reset code');
  }
  return deliverText(deps, recipient, resetCodeSms(tenant.name, code, validMinutes));
}
