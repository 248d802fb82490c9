import {
  TENANT_CHOICE_MAX,
  type GlobalLoginForm,
  type GlobalLoginRequest,
  type TenantChoice,
  type TenantChoiceRequest,
} from '../../../schemas/global-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { accountBar } from '../../account/account-bar';
import { clearFailures, failureState, recordFailure } from '../../account/failure-lock.repo';
import { findLoginUserById, findLoginUsersEverywhere, type LoginUser } from '../../account/user.repo';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { passwordMatches } from '../../crypto/password-check';
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
  type LoginRefusal,
} from './password-grant.service';
import { upgradeOnSignIn } from './password-login.service';
import {
  cancelTenantChoice,
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
  | { kind: 'refused'; refusal: LoginRefusal }
  /** `enterpriseId`: the tenant the grant was asked in (a token's page boots that tenant). */
  | { kind: 'grant'; outcome: LoginOutcome; enterpriseId: string }
  | { kind: 'choice'; choice: TenantChoice }
  | { kind: 'cancelled' };

/** An account the password opened: its tenant and its user. */
type TenantAccount = { tenant: Tenant; user: LoginUser };

const grant = (outcome: LoginOutcome, enterpriseId: string): GlobalLoginOutcome => ({
  kind: 'grant',
  outcome,
  enterpriseId,
});
const refuse = (refusal: LoginRefusal): GlobalLoginOutcome => ({ kind: 'refused', refusal });
const CHOICE_INVALID = refuse({ ok: false, errorCase: 'choice_invalid' });

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
    return Promise.resolve(refuse({ ok: false, errorCase: 'invalid_client' }));
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
  if (!checked.ok) return refuse(checked);
  const candidates = mayChoose(deps, checked.user.accounts);
  const [only] = candidates;
  const offered = candidates.slice(0, TENANT_CHOICE_MAX);
  if (only && candidates.length === 1)
    return grant(await grantInOwnTenant(deps, only, form, caller), only.tenant.id);
  if (!caller.browserId) return refuse({ ok: false, errorCase: 'invalid_parameter' });

  const now = deps.clock.now();
  const ticket = newOpaqueToken();
  await deleteTenantChoicesExpiredBefore(deps.db, now);
  await insertTenantChoice(deps.db, {
    ticketHash: sha256Hex(ticket),
    browserHash: sha256Hex(caller.browserId),
    accounts: offered.map(({ tenant, user }) => ({ enterpriseId: tenant.id, userId: user.id })),
    autoLogin: form.auto_login ?? false,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TENANT_CHOICE_TTL_MINUTES * 60_000),
  });
  const enterprises = offered.map(({ tenant }) => tenant.id);
  return { kind: 'choice', choice: { ticket, enterprises, expires_in: TENANT_CHOICE_TTL_MINUTES * 60 } };
}

/**
 * The check across tenants. Each account of the name is its own tenant's: one locked there is not compared
 * at all (no answer here tells whether a locked account's password was right), and when every one is locked
 * the lock answers, whatever the password, as at that tenant's own door. The others have the password
 * compared (the same work as one comparison when nobody has the name, as rest_token's check does); a wrong
 * guess counts against each of them in its own tenant too (the door counts the default tenant's, as its
 * rest_token does), and a password that opens some clears the failures of those alone: the default tenant's
 * name keeps its failures unless its own account opened, so another tenant's account of the same name cannot
 * reset its lock. Those opened pass, the default tenant's first, then by the tenant's name; a hash of an older
 * kind is upgraded, as rest_token's check upgrades it.
 */
const inEveryTenant =
  (deps: Deps, defaultTenant: Tenant): CheckCredential<{ username: string; accounts: TenantAccount[] }> =>
  async (_door, username, password) => {
    const { db, clock } = deps;
    const now = clock.now();
    const found = await tenantAccounts(deps, defaultTenant, username);
    const locks = await Promise.all(found.map((account) => lockOf(deps, account)));
    const open = found.filter((_, index) => !locks[index]);
    const firstLock = locks.find((lock) => lock !== null);
    if (firstLock && !open.length)
      return { kind: 'refused', errorCase: 'user_locked', lockTime: minutesLeft(firstLock, now) };
    const matches = await Promise.all(
      (open.length ? open : [null]).map((account) =>
        passwordMatches(password ?? '', account?.user.passwordHash ?? null, deps.kdfCost),
      ),
    );
    const opened = password === null ? [] : open.filter((_, index) => matches[index]);
    const elsewhere = (account: TenantAccount) => account.tenant.id !== defaultTenant.id;
    if (!opened.length) {
      for (const { tenant, user } of open.filter(elsewhere))
        await recordFailure(db, 'login_failure', tenant.id, user.username, tenant.settings, now);
      return { kind: 'wrong' };
    }
    for (const { tenant, user } of opened) {
      if (elsewhere({ tenant, user })) await clearFailures(db, 'login_failure', tenant.id, user.username);
      if (password && user.passwordHash) await upgradeOnSignIn(deps, user.id, user.passwordHash, password);
    }
    opened.sort(byTenant(defaultTenant));
    const ownOpened = opened.some((account) => !elsewhere(account));
    const ownExists = found.some((account) => !elsewhere(account));
    return { kind: 'pass', user: { username, accounts: opened }, keepsFailures: ownExists && !ownOpened };
  };

/** Every account of the name, each with its tenant. */
async function tenantAccounts(deps: Deps, defaultTenant: Tenant, username: string) {
  const accounts: TenantAccount[] = [];
  for (const { enterpriseId, ...user } of await findLoginUsersEverywhere(deps.db, username)) {
    const tenant =
      enterpriseId === defaultTenant.id ? defaultTenant : await findTenant(deps.db, enterpriseId);
    if (tenant) accounts.push({ tenant, user });
  }
  return accounts;
}

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
 * The accounts to choose from: those not barred (disabled, pending, expired; the check left out the locked).
 * When every one is barred, the first alone, whose grant answers why it may not.
 */
function mayChoose(deps: Deps, accounts: TenantAccount[]): TenantAccount[] {
  const unbarred = accounts.filter(({ user }) => !accountBar(user, deps.clock.now()));
  return unbarred.length ? unbarred : accounts.slice(0, 1);
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
  if (request.cancel)
    return (await cancelTenantChoice(db, key, now)) ? { kind: 'cancelled' } : CHOICE_INVALID;
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
  return grant(outcome, chosen);
}
