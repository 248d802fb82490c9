import { ThirdPartyKind } from '../../schemas/third-party-sources';
import { findLoginUser } from '../account/user.repo';
import type { Queryable } from '../db/db';
import { listUserLinks, unlinkIdentity } from '../features/third-party-login/linked-identity.repo';

/**
 * The administrator's `links NAME` and `unlink NAME KIND`: the third-party accounts a local account signs in
 * through, and taking one away. Unlinked, the external account's next login asks for a binding again (to
 * this account or another): that is relinking.
 */
export async function identityLinks(db: Queryable, enterpriseId: string, command: string, names: string[]) {
  const [username = '', kind] = names;
  const user = await findLoginUser(db, enterpriseId, username);
  if (!user) throw new Error(`no account ${username} in tenant ${enterpriseId}`);
  if (command === 'links') {
    const links = await listUserLinks(db, enterpriseId, user.id);
    // The issuer says which links the source's current settings honour (a link holds under its own only).
    for (const link of links) console.log(`${link.kind}\t${link.linkedAt.toISOString()}\t${link.issuer}`);
    if (links.length === 0) console.error(`${username} is linked to no third-party account.`);
    return;
  }
  const source = ThirdPartyKind.safeParse(kind);
  if (!source.success)
    throw new Error(`no third-party kind ${kind ?? ''}: one of ${ThirdPartyKind.options.join(', ')}`);
  if (!(await unlinkIdentity(db, enterpriseId, source.data, user.id)))
    throw new Error(`${username} is not linked through ${source.data}`);
  console.log(`unlinked\t${username}\t${source.data}`);
}
