import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';
import type { LinkKind } from './link-kind';

/** An authorisation request's state, by digest, and what its code exchange needs. */
export type ThirdPartyState = {
  stateHash: string;
  enterpriseId: string;
  kind: LinkKind;
  browserHash: string;
  codeVerifier: string | null;
  nonce: string | null;
  redirectUri: string;
  /** The service provider's application the sign-in was started for, if any. */
  applicationId: string | null;
  /** The DingTalk OIDC plugin the sign-in goes through (its callback opens that source), if any. */
  pluginId: string | null;
  /** The code comes from the provider's in-app authorisation, issued to its in-app app. */
  inApp: boolean;
  /** A plugin trace started as a composite chain's step: the chain's code by digest. */
  compositeCodeHash?: string | null;
  createdAt: Date;
  expiresAt: Date;
};

const SpentState = z.object({
  enterpriseId: z.string(),
  kind: z.string(),
  browserHash: z.string(),
  codeVerifier: z.nullable(z.string()),
  nonce: z.nullable(z.string()),
  redirectUri: z.string(),
  applicationId: z.nullable(z.string()),
  pluginId: z.nullable(z.string()),
  inApp: z.boolean(),
  compositeCodeHash: z.nullable(z.string()),
});
export type SpentState = z.output<typeof SpentState>;

export async function insertThirdPartyState(db: Queryable, state: ThirdPartyState) {
  await db.run(
    `insert into third_party_state (state_hash, enterprise_id, kind, browser_hash, code_verifier, nonce,
       redirect_uri, application_id, plugin_id, created_at, expires_at, in_app, composite_code_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      state.stateHash,
      state.enterpriseId,
      state.kind,
      state.browserHash,
      state.codeVerifier,
      state.nonce,
      state.redirectUri,
      state.applicationId,
      state.pluginId,
      state.createdAt,
      state.expiresAt,
      state.inApp,
      state.compositeCodeHash ?? null,
    ],
  );
}

/** Forgets states that expired before `before`. */
export async function deleteThirdPartyStatesExpiredBefore(db: Queryable, before: Date) {
  await db.run('delete from third_party_state where expires_at < $1', [before]);
}

/**
 * Spends the state of digest `stateHash` if it is unused and unexpired at `now`, in one statement: a state
 * posted twice at once passes once, in every process, and whoever posts it spends it, its own browser or not.
 * The caller checks whose it was. Null: unknown, used or expired.
 */
export async function spendThirdPartyState(
  db: Queryable,
  stateHash: string,
  now: Date,
): Promise<SpentState | null> {
  return db.row(
    SpentState,
    `update third_party_state set used_at = $2
     where state_hash = $1 and used_at is null and expires_at > $2
     returning enterprise_id as "enterpriseId", kind, browser_hash as "browserHash",
       code_verifier as "codeVerifier", nonce, redirect_uri as "redirectUri",
       application_id as "applicationId", plugin_id as "pluginId", in_app as "inApp",
       composite_code_hash as "compositeCodeHash"`,
    [stateHash, now],
  );
}
