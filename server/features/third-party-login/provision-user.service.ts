import { randomBytes } from 'node:crypto';
import { insertOutsideUser, type LoginUser } from '../../account/user.repo';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { OVER_QUOTA, roomForUser } from '../../license/license.service';
import type { ExternalIdentity } from './connector';
import type { LinkKind } from './link-kind';
import { findLinkedUser, linkIdentity } from './linked-identity.repo';

const TRIES = 20;

/** The name a provisioned account starts from: the provider's username, else the mail's local part. */
function baseName(identity: ExternalIdentity): string {
  const wanted = identity.preferredUsername ?? identity.email ?? 'user';
  const name = wanted.split('@')[0]?.replace(/[^A-Za-z0-9._-]/g, '') ?? '';
  return (name || 'user').slice(0, 48);
}

/** The names a provisioned account tries in turn: its base name, `name2`…, then one with a random suffix. */
function freeNames(identity: ExternalIdentity): string[] {
  const base = baseName(identity);
  const names = [base, ...Array.from({ length: TRIES }, (_, n) => `${base}${n + 2}`)];
  names.push(`${base}-${randomBytes(4).toString('hex')}`);
  return names;
}

/** Another first login of the same subject linked it while this one made its account. */
class LinkedMeanwhile extends Error {}

/**
 * A first login through a source that provisions: a local account named after the provider's username (then
 * `name2`, `name3`…, then a random suffix, until one is free) linked to the subject, in one transaction. Only
 * the mail and phone the provider vouches for are copied: an unverified one could be someone else's, who would
 * then find their address taken (or an SMS login landing here). Two first logins of one person at once end in
 * the same account: the one that links second is undone and signs in as the first one's. None while the
 * instance is at its license's quota (OVER_QUOTA). `names` given (a plugin source's, which makes the account under
 * the plugin's own username or refuses), only those are tried: null when all are taken.
 */
export async function provisionLinkedUser(
  { db, licenseKey }: Pick<Deps, 'db' | 'licenseKey'>,
  enterpriseId: string,
  kind: LinkKind,
  identity: ExternalIdentity,
  now: Date,
  names: readonly string[] | null = null,
): Promise<LoginUser | typeof OVER_QUOTA | null> {
  try {
    return await db.transaction(async (tx) =>
      // The license's quota, counted under its lock in this transaction.
      (await roomForUser(tx, licenseKey))
        ? insertLinkedUser(tx, enterpriseId, kind, identity, now, names)
        : OVER_QUOTA,
    );
  } catch (error) {
    if (!(error instanceof LinkedMeanwhile)) throw error;
    return findLinkedUser(db, enterpriseId, kind, identity);
  }
}

async function insertLinkedUser(
  tx: Queryable,
  enterpriseId: string,
  kind: LinkKind,
  identity: ExternalIdentity,
  now: Date,
  names: readonly string[] | null,
): Promise<LoginUser | null> {
  for (const username of names ?? freeNames(identity)) {
    const user = await insertOutsideUser(tx, {
      enterpriseId,
      username,
      displayName: identity.displayName,
      email: identity.emailVerified ? identity.email : null,
      phone: identity.phoneVerified ? identity.phone : null,
      directoryDn: null,
    });
    if (!user) continue;
    const link = { enterpriseId, kind, issuer: identity.issuer, subject: identity.subject, userId: user.id };
    // Thrown, so the transaction undoes this account; the subject's link is the other login's.
    if ((await linkIdentity(tx, link, now)) !== 'linked') throw new LinkedMeanwhile(`${kind} subject`);
    return user;
  }
  if (names) return null;
  throw new Error(`no free username for a provisioned account from ${baseName(identity)}`);
}
