import type { Deps } from '../../deps';
import { deliverText } from '../../messaging/deliver-text';
import type { Tenant } from '../../tenant/tenant.repo';
import { smsText } from './sms-code.message';

/** Hands a text with `code` to the phone `recipient`; false when it cannot be sent. */
export function deliverSms(
  deps: Deps,
  tenant: Tenant,
  recipient: string,
  code: string,
  validMinutes: number,
): Promise<boolean> {
  return deliverText(deps, recipient, smsText(tenant.name, code, validMinutes));
}
