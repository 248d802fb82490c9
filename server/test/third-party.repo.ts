import * as z from 'zod/mini';
import { sha256Hex } from '../crypto/opaque-token';
import type { Queryable } from '../db/db';

// What the third-party tests read and tamper with in the database, as someone holding it could.

/** The stored PKCE verifier and nonce of a state. */
export async function stateSecrets(db: Queryable, state: string) {
  return db.row(
    z.object({ codeVerifier: z.nullable(z.string()), nonce: z.nullable(z.string()) }),
    'select code_verifier as "codeVerifier", nonce from third_party_state where state_hash = $1',
    [sha256Hex(state)],
  );
}

/** Replaces a state's stored verifier and nonce (a tampered store, or another request's). */
export async function setStateSecrets(
  db: Queryable,
  state: string,
  secrets: { codeVerifier: string | null; nonce: string | null },
) {
  await db.run('update third_party_state set code_verifier = $2, nonce = $3 where state_hash = $1', [
    sha256Hex(state),
    secrets.codeVerifier,
    secrets.nonce,
  ]);
}

/** The username a token was issued to. */
export async function tokenUsername(db: Queryable, token: string): Promise<string | null> {
  const row = await db.row(
    z.object({ username: z.string() }),
    `select u.username from access_token t join app_user u on u.id = t.user_id where t.token_hash = $1`,
    [sha256Hex(token)],
  );
  return row?.username ?? null;
}

/** The local user linked to a subject of a source, by name. */
export async function linkedUsername(db: Queryable, kind: string, subject: string): Promise<string | null> {
  const row = await db.row(
    z.object({ username: z.string() }),
    `select u.username from linked_identity l join app_user u on u.id = l.user_id
     where l.enterprise_id = 'demo' and l.kind = $1 and l.subject = $2`,
    [kind, subject],
  );
  return row?.username ?? null;
}

/** Switches a source of the demo tenant off or on, as its administrator would. */
export async function setSourceEnabled(db: Queryable, kind: string, enabled: boolean) {
  await db.run('update third_party_source set enabled = $2 where kind = $1', [kind, enabled]);
}

/** The mail and phone an account holds, by name. */
export async function userContacts(db: Queryable, username: string) {
  return db.row(
    z.object({ email: z.nullable(z.string()), phone: z.nullable(z.string()) }),
    `select email, phone_number as phone from app_user where enterprise_id = 'demo' and username = $1`,
    [username],
  );
}

/** Replaces the settings of a source of the demo tenant, as its administrator would (a new issuer, say). */
export async function setSourceSettings(db: Queryable, kind: string, settings: Record<string, unknown>) {
  await db.run(`update third_party_source set settings = $2 where enterprise_id = 'demo' and kind = $1`, [
    kind,
    JSON.stringify(settings),
  ]);
}

/** Points a source of the demo tenant's `authBaseUrl` elsewhere, as its administrator would. */
export async function setSourceAuthBaseUrl(db: Queryable, kind: string, url: string) {
  await db.run(
    `update third_party_source set settings = jsonb_set(settings, '{authBaseUrl}', to_jsonb($2::text))
     where enterprise_id = 'demo' and kind = $1`,
    [kind, url],
  );
}

/** The issuer and local user a subject of a source is linked under, by name; null if none. */
export async function linkOf(db: Queryable, kind: string, subject: string) {
  return db.row(
    z.object({ issuer: z.string(), username: z.string() }),
    `select l.issuer, u.username from linked_identity l join app_user u on u.id = l.user_id
     where l.enterprise_id = 'demo' and l.kind = $1 and l.subject = $2`,
    [kind, subject],
  );
}

/** Switches a DingTalk OIDC plugin of the demo tenant off or on. */
export async function setPluginEnabled(db: Queryable, id: string, enabled: boolean) {
  await db.run('update dingtalk_oidc_plugin set enabled = $2 where id = $1', [id, enabled]);
}

/** The apps' tokens kept at providers, as stored (sealed). */
export async function keptAppTokens(db: Queryable): Promise<string[]> {
  const rows = await db.rows(
    z.object({ sealedToken: z.string() }),
    'select sealed_token as "sealedToken" from provider_app_token',
    [],
  );
  return rows.map((row) => row.sealedToken);
}
