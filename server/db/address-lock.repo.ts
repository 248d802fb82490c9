import type { Queryable } from './db';

/**
 * The advisory lock classes of the caps per client address (the seed's and the migrations' locks are 7_301_443
 * and 7_301_442): one lock per class and address.
 */
export const ADDRESS_LOCK = {
  qrCodes: 7_301_444,
  captchas: 7_301_445,
  usbKeyRandoms: 7_301_446,
  compositeChains: 7_301_447,
} as const;

/**
 * Holds what `clientAddress` asked for under `lock` for the rest of the transaction: another process counting
 * the same address waits, so a cap counts exactly.
 */
export async function lockClientAddress(
  tx: Queryable,
  lock: (typeof ADDRESS_LOCK)[keyof typeof ADDRESS_LOCK],
  clientAddress: string,
) {
  await tx.run('select pg_advisory_xact_lock($1, hashtext($2))', [lock, clientAddress]);
}
