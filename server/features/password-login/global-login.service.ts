import type {
  GlobalLoginForm,
  GlobalLoginRequest,
  TenantChoice,
  TenantChoiceRequest,
} from '../../../schemas/global-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { accountBar } from '../../account/account-bar';
import { failureState } from '../../account/failure-lock.repo';
import {
  findLoginUserById,
  findLoginUsersEverywhere,
  upgradePasswordHash,
  type LoginUser,
} from '../../account/user.repo';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { passwordMatches } from '../../crypto/password-check';
import { hashPassword, isCurrentHash } from '../../crypto/password-hash';
import type { Deps } from '../../deps';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';
import {
  checkPassword,
  grantTo,
  minutesLeft,
  type CheckCredential,
  type GrantCaller,
  type GrantForm,
  type LoginOutcome,
} from './password-grant.service';
import {
  deleteTenantChoicesExpiredBefore,
  findLiveTenantChoice,
  insertTenantChoice,
  spendTenantChoice,
  unspendTenantChoice,
  type TenantChoiceKey,
} from './tenant-choice.repo';

/** How long a tenant choice's ticket may be redeemed. */
export const TENANT_CHOICE_TTL_MINUTES = 5;

/** rest_token's answer, or a choice of tenants. */
export type GlobalLoginOutcome =
  { kind: 'grant'; outcome: LoginOutcome } | { kind: 'choice'; choice: TenantChoice };

/** An account the password opened: its tenant and its user. */
type TenantAccount = { tenant: Tenant; user: LoginUser };

const grant = (outcome: LoginOutcome): GlobalLoginOutcome => ({ kind: 'grant', outcome });
const CHOICE_INVALID = grant({ ok: false, errorCase: 'choice_invalid' });

/**
 * POST authenticate/global/login (issue 14): the instance-wide password login at the default tenant's door
 * (its client id, SM2 challenge, address budget, captcha and failure counters, as rest_token's page has its
 * own), the password checked in every tenant that has the name. One tenant's account signs in there; several
 * answer a choice whose ticket, redeemed by the same browser within its minutes, signs in at the one chosen.
 * An instance whose default tenant has not switched it on (`globalLogin`) has no such door: its client may not
 * use this grant (`invalid_client`), so no password is checked across tenants it keeps apart.
 */
export function globalLogin(
  deps: Deps,
  defaultTenant: Tenant,
  request: GlobalLoginRequest,
  caller: GrantCaller,
): Promise<GlobalLoginOutcome> {
  if (!defaultTenant.settings.globalLogin || request.client_id !== defaultTenant.clientId)
    return Promise.resolve(grant({ ok: false, errorCase: 'invalid_client' }));
  return 'ticket' in request
    ? redeemChoice(deps, request, caller)
    : signInAnywhere(deps, defaultTenant, request, caller);
}

async function signInAnywhere(
  deps: Deps,
  defaultTenant: Tenant,
  form: GlobalLoginForm,
  caller: GrantCaller,
): Promise<GlobalLoginOutcome> {
  const checked = await checkPassword(deps, defaultTenant, form, caller, inEveryTenant(deps, defaultTenant));
  if (!checked.ok) return grant(checked);
  const candidates = await mayChoose(deps, checked.user.accounts);
  const [only] = candidates;
  if (only && candidates.length === 1) return grant(await grantInOwnTenant(deps, only, form, caller));
  if (!caller.browserId) return grant({ ok: false, errorCase: 'invalid_parameter' });

  const now = deps.clock.now();
  const ticket = newOpaqueToken();
  await deleteTenantChoicesExpiredBefore(deps.db, now);
  await insertTenantChoice(deps.db, {
    ticketHash: sha256Hex(ticket),
    browserHash: sha256Hex(caller.browserId),
    accounts: candidates.map(({ tenant, user }) => ({ enterpriseId: tenant.id, userId: user.id })),
    autoLogin: form.auto_login ?? false,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TENANT_CHOICE_TTL_MINUTES * 60_000),
  });
  const enterprises = candidates.map(({ tenant }) => tenant.id);
  return { kind: 'choice', choice: { ticket, enterprises, expires_in: TENANT_CHOICE_TTL_MINUTES * 60 } };
}

/**
 * The check across tenants: every account of the name has the password compared (the same work as one
 * comparison when nobody has the name, as rest_token's check does); those it opens pass, the default tenant's
 * first, then by the tenant's name. A hash of an older kind is upgraded, as rest_token's check upgrades it.
 */
const inEveryTenant =
  (deps: Deps, defaultTenant: Tenant): CheckCredential<{ username: string; accounts: TenantAccount[] }> =>
  async (_door, username, password) => {
    const found = await findLoginUsersEverywhere(deps.db, username);
    const matches = await Promise.all(
      (found.length ? found : [null]).map((user) =>
        passwordMatches(password ?? '', user?.passwordHash ?? null),
      ),
    );
    const opened = found.filter((_, index) => matches[index]);
    if (password === null || !opened.length) return { kind: 'wrong' };
    const accounts: TenantAccount[] = [];
    for (const { enterpriseId, ...user } of opened) {
      const tenant =
        enterpriseId === defaultTenant.id ? defaultTenant : await findTenant(deps.db, enterpriseId);
      if (!tenant) continue;
      if (user.passwordHash && !isCurrentHash(user.passwordHash))
        await upgradePasswordHash(deps.db, user.id, user.passwordHash, await hashPassword(password));
      accounts.push({ tenant, user });
    }
    if (!accounts.length) return { kind: 'wrong' };
    accounts.sort(byTenant(defaultTenant));
    return { kind: 'pass', user: { username, accounts } };
  };

const byTenant =
  (defaultTenant: Tenant) =>
  ({ tenant: a }: TenantAccount, { tenant: b }: TenantAccount) =>
    Number(b.id === defaultTenant.id) - Number(a.id === defaultTenant.id) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Its lock in its own tenant, where the name's failures there have locked it. */
const lockOf = async ({ db, clock }: Deps, { tenant, user }: TenantAccount) =>
  (await failureState(db, 'login_failure', tenant.id, user.username, clock.now())).lockedUntil;

/**
 * The accounts to choose from: not barred (disabled, pending, expired), not locked in their own tenant. When
 * every one is barred, or every one left is locked, the first alone, whose grant answers why it may not.
 */
async function mayChoose(deps: Deps, accounts: TenantAccount[]): Promise<TenantAccount[]> {
  const now = deps.clock.now();
  const unbarred = accounts.filter(({ user }) => !accountBar(user, now));
  if (!unbarred.length) return accounts.slice(0, 1);
  const locks = await Promise.all(unbarred.map((account) => lockOf(deps, account)));
  const unlocked = unbarred.filter((_, index) => !locks[index]);
  return unlocked.length ? unlocked : unbarred.slice(0, 1);
}

/** rest_token's grant in the account's own tenant, under its settings, unless its name is locked there. */
async function grantInOwnTenant(
  deps: Deps,
  account: TenantAccount,
  form: GrantForm,
  caller: GrantCaller,
): Promise<LoginOutcome> {
  const lockedUntil = await lockOf(deps, account);
  if (lockedUntil)
    return { ok: false, errorCase: 'user_locked', lockTime: minutesLeft(lockedUntil, deps.clock.now()) };
  return grantTo(deps, account.tenant, account.user, form, caller, ADAPTERS.password);
}

/**
 * A choice's ticket, from the browser it was answered to: without a tenant, the same choice again (its time
 * left); with one of its tenants, spent and that tenant's grant. A tenant that refuses the grant (a device it
 * requires, an account barred or locked meanwhile) gives the ticket back, so another may still be chosen.
 */
async function redeemChoice(
  deps: Deps,
  request: TenantChoiceRequest,
  caller: GrantCaller,
): Promise<GlobalLoginOutcome> {
  const { db } = deps;
  const now = deps.clock.now();
  if (!caller.browserId) return CHOICE_INVALID;
  const key: TenantChoiceKey = {
    ticketHash: sha256Hex(request.ticket),
    browserHash: sha256Hex(caller.browserId),
  };
  if (!request.enterpriseId) {
    const live = await findLiveTenantChoice(db, key, now);
    if (!live) return CHOICE_INVALID;
    const expiresIn = Math.ceil((live.expiresAt.getTime() - now.getTime()) / 1000);
    const enterprises = live.accounts.map((account) => account.enterpriseId);
    return { kind: 'choice', choice: { ticket: request.ticket, enterprises, expires_in: expiresIn } };
  }
  const chosen = request.enterpriseId;
  const spent = await spendTenantChoice(db, key, chosen, now);
  const userId = spent?.accounts.find((account) => account.enterpriseId === chosen)?.userId;
  if (!spent || !userId) return CHOICE_INVALID;
  const [tenant, user] = await Promise.all([findTenant(db, chosen), findLoginUserById(db, userId)]);
  const form = { auto_login: spent.autoLogin, deviceId: request.deviceId, device_id: request.device_id };
  const outcome: LoginOutcome =
    tenant && user
      ? await grantInOwnTenant(deps, { tenant, user }, form, caller)
      : { ok: false, errorCase: 'choice_invalid' };
  if (!outcome.ok) await unspendTenantChoice(db, key, now);
  return grant(outcome);
}
