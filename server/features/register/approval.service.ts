import type { ApprovalDecision, PendingRegistration } from '../../../schemas/register.schema';
import { activatePendingAccount, deletePendingAccount } from '../../account/user.repo';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { deliverMail } from '../../messaging/deliver-mail';
import type { Tenant } from '../../tenant/tenant.repo';
import { registrationDecisionMail } from './approval.message';
import { decideSubmitted, submittedRegistrations, type Registration } from './register.repo';

/** What a decision needs: the database, the time, and the ways a mail goes out (the admin command has no app). */
export type ApprovalDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'devOutbox'>;

export type DecisionOutcome =
  { ok: true; data: PendingRegistration } | { ok: false; code: 'ResourceNotFound'; message: string };

const view = ({ username, email, phoneNumber, status, submittedAt }: Registration): PendingRegistration => ({
  username,
  email,
  phoneNumber,
  status,
  submittedAt: submittedAt.toISOString(),
});

/** GET register/approvals: the tenant's registrations waiting for a decision, oldest first. */
export async function pendingRegistrations(db: Queryable, tenant: Tenant): Promise<PendingRegistration[]> {
  return (await submittedRegistrations(db, tenant.id)).map(view);
}

/**
 * POST register/approvals/decide: an administrator decides a waiting registration. Approved, its account may
 * sign in; rejected, its account goes (the name, e-mail and phone are free again) and the record stays. The
 * registrant is told by mail either way. Only a registration still waiting is decided (else ResourceNotFound),
 * so two administrators never both decide one.
 */
export async function decideRegistration(
  deps: ApprovalDeps,
  tenant: Tenant,
  { username, decision }: ApprovalDecision,
  decidedBy: string,
): Promise<DecisionOutcome> {
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const registration = await decideSubmitted(tx, tenant.id, { username, status: decision, decidedBy }, now);
    if (registration?.userId) {
      if (decision === 'APPROVED') await activatePendingAccount(tx, registration.userId);
      else await deletePendingAccount(tx, registration.userId);
    }
    return registration;
  });
  if (!decided) {
    return {
      ok: false,
      code: 'ResourceNotFound',
      message: 'no registration of this name waits for a decision',
    };
  }
  // The decision stands whether or not the mail goes out: a refused mail is logged, not undone.
  const mail = registrationDecisionMail(tenant.name, { username: decided.username, status: decision });
  await deliverMail(deps, { to: decided.email, ...mail }, 'registration decision');
  return { ok: true, data: view(decided) };
}
