import { randomBytes } from 'node:crypto';
import type { ThirdPartyKind } from '../../../schemas/third-party-sources';
import { insertOutsideUser, type LoginUser } from '../../account/user.repo';
import type { Queryable } from '../../db/db';
import type { ExternalIdentity } from './connector';
import { linkIdentity } from './linked-identity.repo';

const TRIES = 20;

/** The name a provisioned account starts from: the provider's username, else the mail's local part. */
function baseName(identity: ExternalIdentity): string {
  const wanted = identity.preferredUsername ?? identity.email ?? 'user';
  const name = wanted.split('@')[0]?.replace(/[^A-Za-z0-9._-]/g, '') ?? '';
  return (name || 'user').slice(0, 48);
}

/**
 * A first login through a source that provisions: a local account named after the provider's username (then
 * `name2`, `name3`…, then a random suffix, until one is free) linked to the subject, in one transaction.
 */
export async function provisionLinkedUser(
  tx: Queryable,
  enterpriseId: string,
  kind: ThirdPartyKind,
  identity: ExternalIdentity,
  now: Date,
): Promise<LoginUser> {
  const base = baseName(identity);
  const names = [base, ...Array.from({ length: TRIES }, (_, n) => `${base}${n + 2}`)];
  names.push(`${base}-${randomBytes(4).toString('hex')}`);
  for (const username of names) {
    const user = await insertOutsideUser(tx, {
      enterpriseId,
      username,
      displayName: identity.displayName,
      email: identity.email,
      phone: identity.phone,
      directoryDn: null,
    });
    if (!user) continue;
    const link = { enterpriseId, kind, subject: identity.subject, userId: user.id };
    // Another process linked the subject meanwhile: the transaction is undone, the account with it.
    if ((await linkIdentity(tx, link, now)) !== 'linked') throw new Error(`${kind} subject linked meanwhile`);
    return user;
  }
  throw new Error(`no free username for a provisioned account from ${base}`);
}
