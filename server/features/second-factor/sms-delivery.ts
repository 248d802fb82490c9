import type { Deps } from '../../deps';
import { writeOutbox } from '../../messaging/outbox.repo';
import type { Tenant } from '../../tenant/tenant.repo';
import { smsText } from './sms-code.message';

/** Hands a text with `code` to the phone `recipient`; false when it cannot be sent. */
export async function deliverSms(
  deps: Deps,
  tenant: Tenant,
  recipient: string,
  code: string,
  validMinutes: number,
): Promise<boolean> {
  // This reference server has no SMS gateway: the development outbox is where texts go, or nowhere.
  if (!deps.devOutbox) return false;
  await writeOutbox(deps.db, {
    channel: 'sms',
    recipient,
    body: smsText(tenant.name, code, validMinutes),
    createdAt: deps.clock.now(),
  });
  return true;
}
