import * as z from 'zod/mini';
import type { Queryable } from '../db/db';

// What tests read or write in the database directly, to check what no API call shows.

/** How many SP sync requests are queued. */
export async function spSyncRequestCount(db: Queryable): Promise<number> {
  const row = await db.row(z.object({ n: z.int() }), 'select count(*)::int as n from sp_sync_request');
  return row?.n ?? 0;
}

/** Whether `token` itself, rather than its digest, is stored as a token hash. */
export async function tokenStoredInClear(db: Queryable, token: string): Promise<boolean> {
  return db.exists('select 1 from access_token where token_hash = $1', [token]);
}

/** Writes a development outbox message, as a later feature would. */
export async function writeOutbox(db: Queryable, message: { recipient: string; body: string }) {
  await db.run(`insert into dev_outbox (channel, recipient, body) values ('sms', $1, $2)`, [
    message.recipient,
    message.body,
  ]);
}

export async function outboxBodies(db: Queryable): Promise<string[]> {
  const rows = await db.rows(z.object({ body: z.string() }), 'select body from dev_outbox order by id');
  return rows.map((row) => row.body);
}
