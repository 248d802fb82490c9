import { randomUUID } from 'node:crypto';
import type { Registered, RegisterRequest } from '../../../schemas/register.schema';
import { REGISTER_EXISTS, REGISTER_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { storedPhoneNumber } from '../../../schemas/rules/contact.rule';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { issueToken } from '../../account/access-token.repo';
import { insertAccount } from '../../account/user.repo';
import { hashPassword } from '../../crypto/password-hash';
import { violatedUniqueIndex } from '../../db/unique-violation';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { overQuotaRefusal, roomForUser } from '../../license/license.service';
import { openSm2Passwords } from '../../tenant/sm2-challenge.service';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';
import { consumeCaptcha } from '../password-login/captcha.service';
import { claimRegistrationToken, insertRegistration, takenField } from './register.repo';
import { registrationRefusal } from './registration.rule';
import { tenantNames } from '../modify-password/new-password.rule';

/** A refusal of a registration: an envelope code, and a code as its message where the page words it. */
export type RegisterRefusal = { ok: false; code: string; message: string };
export type RegisterOutcome = { ok: true; data: Registered } | RegisterRefusal;
type Field = keyof typeof REGISTER_EXISTS;

const DAY_MS = 86_400_000;
export const invalid = (message: string): RegisterRefusal => ({
  ok: false,
  code: 'InvalidParameter',
  message,
});
// SPEC section 8's special tips are the codes; the message names the field the page marks.
const exists = (field: Field): RegisterRefusal => ({
  ok: false,
  code: REGISTER_EXISTS[field],
  message: field,
});
// A registration that lost a race for a name, e-mail or phone meets the unique index of that field.
const FIELD_OF_INDEX: Record<string, Field> = { app_user_email_ci: 'email', app_user_phone: 'phoneNumber' };

/**
 * POST register (SPEC sections 3, 4 and 8), in the order that costs least: the tenant takes registrations,
 * the form is new, its captcha (the login page's, spent by this attempt) is right, the password decrypts,
 * the rules hold, the name, e-mail and phone are free; only then the slow hash. The account is made with its
 * registration record at once: signed in where the tenant needs no approval, else pending its approval.
 */
export async function register(
  deps: Deps,
  defaultTenant: Tenant,
  form: RegisterRequest,
  browserId: string | null,
): Promise<RegisterOutcome> {
  const tenant = form.enterpriseId ? await findTenant(deps.db, form.enterpriseId) : defaultTenant;
  if (!tenant) return invalid(REFUSALS.unknownTenant);
  const account = await checkedAccount(deps, tenant, form);
  if (!account.ok) return account;
  return createAccount(deps, tenant, account.data, { browserId, authType: ADAPTERS.password });
}

/** A registration that passed every check, its password hashed: what createAccount makes. */
export type CheckedAccount = { ok: true; data: NewAccountForm } | RegisterRefusal;

/** Every check of a registration form of `tenant`, the cheap ones first, then the slow hash. */
export async function checkedAccount(
  deps: Deps,
  tenant: Tenant,
  form: RegisterRequest,
): Promise<CheckedAccount> {
  const { db, clock } = deps;
  const now = clock.now();
  if (form.clientId !== tenant.clientId) return invalid(REFUSALS.invalidForm);
  if (!tenant.settings.allowRegister) return invalid(REFUSALS.closed);
  if (!(await claimRegistrationToken(db, tenant.id, form.clientToken, now)))
    return invalid(REFUSALS.replayed);
  if (!(await consumeCaptcha(db, form.captchaCode, form.captcha, now))) {
    return { ok: false, code: 'InvalidCaptcha', message: 'the captcha is wrong, used or expired' };
  }
  const opened = await openSm2Passwords(deps, tenant.id, form.sm2_code, [form.password]);
  if (!opened.ok) return invalid(REFUSALS.undecryptable);
  const [password] = opened.passwords;
  const refusal = registrationRefusal(form, password, tenant.settings, tenantNames(tenant));
  if (refusal) return invalid(refusal);
  const phoneNumber = form.phoneNumber === '' ? null : storedPhoneNumber(form.phoneNumber, form.phoneRegion);
  const taken = await takenField(db, tenant.id, { ...form, phoneNumber });
  if (taken) return exists(taken);
  const { username, email, phoneRegion } = form;
  return {
    ok: true,
    data: {
      username,
      email,
      phoneRegion,
      phoneNumber,
      passwordHash: await hashPassword(password, deps.kdfCost),
    },
  };
}

type NewAccountForm = Pick<RegisterRequest, 'username' | 'email' | 'phoneRegion'> & {
  phoneNumber: string | null;
  passwordHash: string;
};

/** How the new account signs in: the adapter its token names, and what else its transaction does. */
export type AccountOptions = {
  browserId: string | null;
  authType: string;
  /** Runs in the account's transaction once the account exists; a throw undoes the registration. */
  alsoDo?: (tx: Queryable, userId: string) => Promise<void>;
};

/**
 * Makes the account and its registration record in one transaction: signed in where the tenant needs no
 * approval, else pending; none while the instance is at its license's quota. A name, e-mail or phone taken
 * meanwhile meets its unique index: said as taken.
 */
export async function createAccount(
  deps: Deps,
  tenant: Tenant,
  form: NewAccountForm,
  options: AccountOptions,
): Promise<RegisterOutcome> {
  try {
    return await insertNewAccount(deps, tenant, form, options);
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === null) throw error;
    return exists(FIELD_OF_INDEX[index] ?? 'username');
  }
}

async function insertNewAccount(
  deps: Deps,
  tenant: Tenant,
  form: NewAccountForm,
  { browserId, authType, alsoDo }: AccountOptions,
): Promise<RegisterOutcome> {
  const now = deps.clock.now();
  const { registrationNeedsApproval: needsApproval, passwordValidityDays, tokenTtlSeconds } = tenant.settings;
  const userId = randomUUID();
  return deps.db.transaction(async (tx): Promise<RegisterOutcome> => {
    // The license's quota, counted under its lock in this transaction (SPEC 8: InvalidUserLicense).
    if (!(await roomForUser(tx, deps.licenseKey))) return overQuotaRefusal;
    await insertAccount(tx, {
      id: userId,
      enterpriseId: tenant.id,
      username: form.username,
      email: form.email,
      phoneNumber: form.phoneNumber,
      passwordHash: form.passwordHash,
      status: needsApproval ? 'pending' : 'active',
      passwordExpiresAt: new Date(now.getTime() + passwordValidityDays * DAY_MS),
    });
    await insertRegistration(tx, {
      id: randomUUID(),
      enterpriseId: tenant.id,
      userId,
      username: form.username,
      email: form.email,
      phoneNumber: form.phoneNumber,
      phoneRegion: form.phoneNumber === null ? null : form.phoneRegion,
      status: needsApproval ? 'SUBMITTED' : 'APPROVED',
      submittedAt: now,
      decidedAt: needsApproval ? null : now,
      decidedBy: needsApproval ? null : 'auto',
    });
    await alsoDo?.(tx, userId);
    if (needsApproval) return { ok: true, data: { needApprove: true } };
    // As the password login issues one (password-login.service.ts): the tenant's lifetime, ending the token
    // before it in the same browser.
    const accessToken = await issueToken(tx, {
      userId,
      now,
      ttlSeconds: tokenTtlSeconds,
      authType,
      browserId,
    });
    return { ok: true, data: { access_token: accessToken } };
  });
}
