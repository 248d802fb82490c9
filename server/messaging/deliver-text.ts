import type { Deps } from '../deps';
import { writeOutbox } from './outbox.repo';

/**
 * Delivers one text message as this server does. It has no SMS gateway: outside production the development
 * outbox is where texts go, and in production nowhere (false), so the caller withdraws the code it sent.
 */
export async function deliverText(
  deps: Pick<Deps, 'db' | 'clock' | 'devOutbox'>,
  recipient: string,
  body: string,
): Promise<boolean> {
  if (!deps.devOutbox) return false;
  await writeOutbox(deps.db, { channel: 'sms', recipient, body, createdAt: deps.clock.now() });
  return true;
}
