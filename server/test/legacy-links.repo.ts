import * as z from 'zod/mini';
import type { Queryable } from '../db/db';

// Rows as a database written before 025_linked_identity_issuer.sql holds them, and what that migration made
// of them.

/** A source of `kind` with `settings`, its secret not sealed (never opened here). */
export async function insertLegacySource(db: Queryable, kind: string, clientId: string, settings: object) {
  await db.run(
    `insert into third_party_source (enterprise_id, kind, client_id, client_secret_sealed, settings)
     values ('acme', $1, $2, 'sealed', $3)`,
    [kind, clientId, JSON.stringify(settings)],
  );
}

/** A link of `kind` without an issuer, to an account of its own. */
export async function insertLegacyLink(db: Queryable, kind: string, subject: string) {
  await db.run(
    `insert into app_user (id, enterprise_id, username, display_name, password_hash, username_key)
     values ($1, 'acme', $1, $1, 'none', $1)`,
    [`user-${kind}`],
  );
  await db.run(
    `insert into linked_identity (enterprise_id, kind, subject, user_id, linked_at) values ('acme', $1, $2, $3, now())`,
    [kind, subject, `user-${kind}`],
  );
}

/** Every link's kind and issuer, by kind. */
export async function linkIssuers(db: Queryable) {
  return db.rows(
    z.object({ kind: z.string(), issuer: z.string() }),
    `select kind, issuer from linked_identity order by kind`,
  );
}
