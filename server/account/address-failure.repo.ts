import * as z from 'zod/mini';
import type { Queryable } from '../db/db';

const AddressFailures = z.object({ failures: z.int(), windowStart: z.date() });

/** Wrong passwords from one client address in the window now running, and when that window ends. */
export type AddressFailures = { failures: number; windowEndsAt: Date | null };

const windowMs = (minutes: number) => minutes * 60_000;

/** The address's failures in its current window; a window that has run out reads as none. */
export async function addressFailures(
  db: Queryable,
  enterpriseId: string,
  clientAddress: string,
  windowMinutes: number,
  now: Date,
): Promise<AddressFailures> {
  const row = await db.row(
    AddressFailures,
    `select failures, window_start as "windowStart" from address_failure
     where enterprise_id = $1 and client_address = $2`,
    [enterpriseId, clientAddress],
  );
  const windowEndsAt = row ? new Date(row.windowStart.getTime() + windowMs(windowMinutes)) : null;
  if (!row || !windowEndsAt || windowEndsAt <= now) return { failures: 0, windowEndsAt: null };
  return { failures: row.failures, windowEndsAt };
}

/**
 * Counts one wrong password from the address in a single statement (atomic across processes); the first after
 * a window has run out starts a new window. Windows that ran out a day ago are dropped on the way, so the table
 * holds the addresses of the last day only.
 */
export async function recordAddressFailure(
  db: Queryable,
  enterpriseId: string,
  clientAddress: string,
  windowMinutes: number,
  now: Date,
): Promise<AddressFailures> {
  const windowOpenedAfter = new Date(now.getTime() - windowMs(windowMinutes));
  await db.run('delete from address_failure where window_start < $1', [
    new Date(windowOpenedAfter.getTime() - 86_400_000),
  ]);
  const row = await db.row(
    AddressFailures,
    `insert into address_failure as f (enterprise_id, client_address, window_start, failures)
     values ($1, $2, $3, 1)
     on conflict (enterprise_id, client_address) do update set
       failures = case when f.window_start <= $4 then 1 else f.failures + 1 end,
       window_start = case when f.window_start <= $4 then $3 else f.window_start end
     returning failures, window_start as "windowStart"`,
    [enterpriseId, clientAddress, now, windowOpenedAfter],
  );
  const windowStart = row?.windowStart ?? now;
  return {
    failures: row?.failures ?? 1,
    windowEndsAt: new Date(windowStart.getTime() + windowMs(windowMinutes)),
  };
}
