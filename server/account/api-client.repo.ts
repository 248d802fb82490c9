import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { Queryable } from '../db/db';
import { newOpaqueToken, sha256Hex } from '../crypto/opaque-token';

/** SPEC section 6: the authority of an application that reads and writes the tenant's users. */
export const APPLICATION_API_ROLE = 'ROLE_APPLICATION_API';

/** An application that holds a token of its tenant. */
const ApiClient = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export type ApiClient = z.output<typeof ApiClient>;

/**
 * Stores a token for the application `name` of the tenant and returns it: only its digest is kept, so this is
 * the one time it can be read. `token` is given only for the development seed's known token.
 */
export async function issueApplicationToken(
  db: Queryable,
  client: { enterpriseId: string; name: string; roles: readonly string[] },
  now: Date,
  token: string = newOpaqueToken(),
): Promise<string> {
  await db.run(
    `insert into api_client (id, enterprise_id, name, token_hash, roles, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), client.enterpriseId, client.name, sha256Hex(token), [...client.roles], now],
  );
  return token;
}

/** The application whose token this is, unless it was revoked. */
export async function findApiClient(db: Queryable, token: string): Promise<ApiClient | null> {
  return db.row(
    ApiClient,
    `select id, enterprise_id as "enterpriseId", name, roles from api_client
     where token_hash = $1 and revoked_at is null`,
    [sha256Hex(token)],
  );
}

/** Revokes the token `token` wherever it is live; true when one was. */
export async function revokeApplicationToken(db: Queryable, token: string, now: Date): Promise<boolean> {
  return db.exists(
    `update api_client set revoked_at = $2 where token_hash = $1 and revoked_at is null returning id`,
    [sha256Hex(token), now],
  );
}
