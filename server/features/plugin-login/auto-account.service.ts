import { PLUGIN_REFUSALS as REFUSALS, type PluginRefusal } from '../../../schemas/plugin-login.schema';
import { accountBar } from '../../account/account-bar';
import { findContactUser, type LoginUser } from '../../account/user.repo';
import type { Deps } from '../../deps';
import { OVER_QUOTA } from '../../license/license.service';
import { takenField } from '../register/register.repo';
import type { ExternalIdentity } from '../third-party-login/connector';
import type { PluginLinkKind } from '../third-party-login/link-kind';
import { findLinkedUser, linkIdentity } from '../third-party-login/linked-identity.repo';
import { provisionLinkedUser } from '../third-party-login/provision-user.service';
import type { PluginField } from './plugin-source.repo';

/** A person of a plugin source no account is linked to, in a tenant: who and through what. */
export type Unlinked = { enterpriseId: string; kind: PluginLinkKind; identity: ExternalIdentity };

const EXISTS = {
  username: REFUSALS.usernameExists,
  email: REFUSALS.emailExists,
  phoneNumber: REFUSALS.phoneExists,
} as const;

/**
 * Links the one local account whose attribute (mail or phone) is the person's: the account, or why not (SPEC 8:
 * unsupported association, user not found, bind failed). An account that may not sign in is answered unlinked,
 * for the sign-in to refuse: a link would outlive that refusal. One linked to another person of the source
 * already is `bindFailed`.
 */
export async function autoBind(
  deps: Deps,
  { enterpriseId, kind, identity }: Unlinked,
  attribute: PluginField,
): Promise<{ user: LoginUser } | { refusal: PluginRefusal }> {
  const value = identity[attribute];
  if (!value) return { refusal: REFUSALS.unsupportedAssociation };
  const user = await findContactUser(deps.db, enterpriseId, attribute, value);
  if (!user) return { refusal: REFUSALS.userNotFound };
  const now = deps.clock.now();
  if (accountBar(user, now)) return { user };
  const link = { enterpriseId, kind, issuer: identity.issuer, subject: identity.subject, userId: user.id };
  const linked = await linkIdentity(deps.db, link, now);
  if (linked === 'linked') return { user };
  // The person got linked meanwhile (a second check of theirs at once): that link stands.
  const meanwhile =
    linked === 'openid_bound' ? await findLinkedUser(deps.db, enterpriseId, kind, identity) : null;
  return meanwhile ? { user: meanwhile } : { refusal: REFUSALS.bindFailed };
}

/**
 * Makes the person's local account under the plugin's own username, mail and phone, linked (provisionLinkedUser:
 * the license's quota, one transaction): the account; `missing` while the plugin left out a field the source
 * requires (nothing made yet); a refusal when an account has any of the three (SPEC 8 auto-create conflicts);
 * OVER_QUOTA.
 */
export async function autoCreate(
  deps: Deps,
  { enterpriseId, kind, identity }: Unlinked,
  required: readonly PluginField[],
): Promise<{ user: LoginUser } | { missing: true } | { refusal: PluginRefusal } | typeof OVER_QUOTA> {
  const username = identity.preferredUsername ?? '';
  if (!username || required.some((field) => !identity[field])) return { missing: true };
  const contacts = { username, email: identity.email, phoneNumber: identity.phone };
  const taken = await takenField(deps.db, enterpriseId, contacts);
  if (taken) return { refusal: EXISTS[taken] };
  const user = await provisionLinkedUser(deps, enterpriseId, kind, identity, deps.clock.now(), [username]);
  if (user === OVER_QUOTA) return user;
  // Taken meanwhile by another account (the mail or phone of one made meanwhile is left off, as a provisioned
  // account's is).
  return user ? { user } : { refusal: REFUSALS.usernameExists };
}
