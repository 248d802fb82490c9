import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

const KeptToken = z.object({ sealedToken: z.string() });

/** The sealed token kept under `tokenKey` while it has not expired at `now`. */
export async function findAppToken(db: Queryable, tokenKey: string, now: Date): Promise<string | null> {
  const row = await db.row(
    KeptToken,
    `select sealed_token as "sealedToken" from provider_app_token where token_key = $1 and expires_at > $2`,
    [tokenKey, now],
  );
  return row?.sealedToken ?? null;
}

export async function keepAppToken(db: Queryable, tokenKey: string, sealedToken: string, expiresAt: Date) {
  await db.run(
    `insert into provider_app_token (token_key, sealed_token, expires_at) values ($1, $2, $3)
     on conflict (token_key) do update set sealed_token = excluded.sealed_token, expires_at = excluded.expires_at`,
    [tokenKey, sealedToken, expiresAt],
  );
}

/** Forgets the token under `tokenKey` unless another process has meanwhile kept a newer one. */
export async function forgetAppToken(db: Queryable, tokenKey: string, sealedToken: string) {
  await db.run('delete from provider_app_token where token_key = $1 and sealed_token = $2', [
    tokenKey,
    sealedToken,
  ]);
}
