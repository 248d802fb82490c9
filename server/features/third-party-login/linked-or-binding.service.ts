import { randomUUID } from 'node:crypto';
import {
  PENDING_BINDING_SECONDS,
  type ThirdPartyCallbackResult,
} from '../../../schemas/third-party-login.schema';
import { THIRD_PARTY_ADAPTERS, type ThirdPartyKind } from '../../../schemas/third-party-sources';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { OVER_QUOTA, overQuotaRefusal } from '../../license/license.service';
import type { Tenant } from '../../tenant/tenant.repo';
import type { ExternalIdentity } from './connector';
import { findLinkedUser } from './linked-identity.repo';
import { signInLinked } from './linked-sign-in.service';
import {
  deletePendingBindingsExpiredBefore,
  insertPendingBinding,
  type BindingKey,
} from './pending-binding.repo';
import { provisionLinkedUser } from './provision-user.service';
import type { ThirdPartyOutcome } from './third-party-outcome';

/** Pending bindings are kept a day past their expiry, then forgotten. */
const KEPT_MS = 86_400_000;

/**
 * Who a source vouched for, signed in: the linked account (or one the source provisions now); anyone else gets
 * a pending binding for this browser, for the application the sign-in was started for. Every source kind ends
 * here, the redirect ones after their code, Alilang after its UEM token.
 */
export async function signInOrBind(
  deps: Deps,
  tenant: Tenant,
  kind: ThirdPartyKind,
  vouched: { identity: ExternalIdentity; provision: boolean; applicationId: string | null },
  browserId: string,
): Promise<ThirdPartyOutcome<ThirdPartyCallbackResult>> {
  const { db } = deps;
  const { identity } = vouched;
  const now = deps.clock.now();
  const user =
    (await findLinkedUser(db, tenant.id, kind, identity)) ??
    (vouched.provision ? await provisionLinkedUser(deps, tenant.id, kind, identity, now) : null);
  // A provisioned first login makes a user: not while the instance is at its license's quota.
  if (user === OVER_QUOTA) return overQuotaRefusal;
  if (user) return signInLinked(deps, tenant, THIRD_PARTY_ADAPTERS[kind], user, browserId);

  const uuid = randomUUID();
  const key = {
    bindingHash: sha256Hex(uuid),
    enterpriseId: tenant.id,
    kind,
    browserHash: sha256Hex(browserId),
  };
  await keepPendingBinding(deps, key, identity, vouched.applicationId);
  return { ok: true, data: { needBind: true, uuid } };
}

/**
 * Keeps who a source vouched for waiting under `key` (its browser, PENDING_BINDING_SECONDS) for the application
 * the sign-in was started for, and forgets the bindings long expired.
 */
export async function keepPendingBinding(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  key: BindingKey,
  identity: ExternalIdentity,
  applicationId: string | null,
) {
  const now = clock.now();
  await deletePendingBindingsExpiredBefore(db, new Date(now.getTime() - KEPT_MS));
  await insertPendingBinding(db, {
    ...key,
    issuer: identity.issuer,
    subject: identity.subject,
    displayName: identity.displayName,
    profile: { preferredUsername: identity.preferredUsername, email: identity.email, phone: identity.phone },
    applicationId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_BINDING_SECONDS * 1000),
  });
}
