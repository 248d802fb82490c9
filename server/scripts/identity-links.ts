import { PluginSourceId } from '../../schemas/plugin-sources';
import { ThirdPartyKind } from '../../schemas/third-party-sources';
import { findLoginUser } from '../account/user.repo';
import type { Queryable } from '../db/db';
import { pluginLinkKind, pluginSourceOf, type LinkKind } from '../features/third-party-login/link-kind';
import { listUserLinks, unlinkIdentity } from '../features/third-party-login/linked-identity.repo';
import type { Terminal } from './terminal';

/**
 * KIND as the administrator writes it: a third-party kind, or a plugin source's id (its links are kept under
 * `plugin:{id}`, link-kind.ts), or null. A plugin source need not exist any more for its links to go.
 */
function linkKindOf(kind: string): LinkKind | null {
  const thirdParty = ThirdPartyKind.safeParse(kind);
  if (thirdParty.success) return thirdParty.data;
  const plugin = PluginSourceId.safeParse(kind);
  return plugin.success ? pluginLinkKind(plugin.data) : null;
}

/**
 * The administrator's `links NAME` and `unlink NAME KIND`: the third-party and plugin accounts a local account
 * signs in through, and taking one away. Unlinked, the external account's next login asks for a binding again
 * (to this account or another): that is relinking.
 */
export async function identityLinks(
  { out, note }: Terminal,
  db: Queryable,
  enterpriseId: string,
  command: string,
  names: string[],
) {
  const [username = '', kind = ''] = names;
  const user = await findLoginUser(db, enterpriseId, username);
  if (!user) throw new Error(`no account ${username} in tenant ${enterpriseId}`);
  if (command === 'links') {
    const links = await listUserLinks(db, enterpriseId, user.id);
    // A plugin link shows as its source's id, the KIND unlink takes; the issuer says which links the source's
    // current settings honour (a link holds under its own only).
    for (const link of links)
      out(`${pluginSourceOf(link.kind) ?? link.kind}\t${link.linkedAt.toISOString()}\t${link.issuer}`);
    if (links.length === 0) note(`${username} is linked to no third-party or plugin account.`);
    return;
  }
  const source = linkKindOf(kind);
  if (!source)
    throw new Error(
      `no source kind ${kind}: a third-party kind (${ThirdPartyKind.options.join(', ')}) or a plugin source's id (plugin_…)`,
    );
  if (!(await unlinkIdentity(db, enterpriseId, source, user.id)))
    throw new Error(`${username} is not linked through ${kind}`);
  out(`unlinked\t${username}\t${kind}`);
}
