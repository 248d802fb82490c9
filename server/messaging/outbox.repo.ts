import * as z from 'zod/mini';
import type { Queryable } from '../db/db';

/** A text message or mail as it would be sent: this server writes it to the development outbox instead. */
export const OutboxMessage = z.object({
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: z.date(),
});
export type OutboxMessage = z.output<typeof OutboxMessage>;

export async function writeOutbox(
  db: Queryable,
  message: Omit<OutboxMessage, 'subject'> & { subject?: string },
) {
  await db.run(
    'insert into dev_outbox (channel, recipient, subject, body, created_at) values ($1, $2, $3, $4, $5)',
    [message.channel, message.recipient, message.subject ?? null, message.body, message.createdAt],
  );
}

/** The messages for `recipient`, newest first. */
export async function outboxFor(db: Queryable, recipient: string, limit = 20): Promise<OutboxMessage[]> {
  return db.rows(
    OutboxMessage,
    `select channel, recipient, subject, body, created_at as "createdAt" from dev_outbox
     where recipient = $1 order by id desc limit $2`,
    [recipient, limit],
  );
}

/** The newest messages of every recipient, or of `recipient` alone, newest first. */
export async function latestOutbox(
  db: Queryable,
  recipient: string | null,
  limit = 50,
): Promise<OutboxMessage[]> {
  return db.rows(
    OutboxMessage,
    `select channel, recipient, subject, body, created_at as "createdAt" from dev_outbox
     where $1::text is null or recipient = $1 order by id desc limit $2`,
    [recipient, limit],
  );
}
