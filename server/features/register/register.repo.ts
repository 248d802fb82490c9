import * as z from 'zod/mini';
import { ApprovalStatus } from '../../../schemas/register.schema';
import { usernameKey } from '../../../schemas/rules/username-key.rule';
import type { Queryable } from '../../db/db';

/** A registration as its record keeps it (SPEC section 3, approval statuses). */
const Registration = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  status: ApprovalStatus,
  submittedAt: z.date(),
});
export type Registration = z.output<typeof Registration>;

const COLUMNS = `id, user_id as "userId", username, email, phone_number as "phoneNumber", status,
  submitted_at as "submittedAt"`;

/**
 * Records the client token of a registration form; false when it was handled before (a replay), in every
 * process at once.
 */
export async function claimRegistrationToken(
  db: Queryable,
  enterpriseId: string,
  clientToken: string,
  now: Date,
): Promise<boolean> {
  return db.exists(
    `insert into registration_request (enterprise_id, client_token, created_at) values ($1, $2, $3)
     on conflict do nothing returning client_token`,
    [enterpriseId, clientToken, now],
  );
}

/**
 * Which of the form's name (by its key, in any spelling), e-mail and phone an account of the tenant has
 * already, the name first (a mail or phone not given, none).
 */
export async function takenField(
  db: Queryable,
  enterpriseId: string,
  form: { username: string; email: string | null; phoneNumber: string | null },
): Promise<'username' | 'email' | 'phoneNumber' | null> {
  const row = await db.row(
    z.object({ username: z.boolean(), email: z.boolean(), phoneNumber: z.boolean() }),
    `select bool_or(username_key = $2) is true as username,
       bool_or(lower(email) = lower($3)) is true as email,
       bool_or(phone_number = $4) is true as "phoneNumber"
     from app_user where enterprise_id = $1`,
    [enterpriseId, usernameKey(form.username), form.email, form.phoneNumber],
  );
  return (['username', 'email', 'phoneNumber'] as const).find((field) => row?.[field]) ?? null;
}

/** A new registration's record; one decided at once (a tenant without approval) says when and by whom. */
export type NewRegistration = Registration & {
  enterpriseId: string;
  phoneRegion: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
};

export async function insertRegistration(db: Queryable, r: NewRegistration) {
  await db.run(
    `insert into registration (id, enterprise_id, user_id, username, email, phone_number, phone_region, status,
       submitted_at, decided_at, decided_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      r.id,
      r.enterpriseId,
      r.userId,
      r.username,
      r.email,
      r.phoneNumber,
      r.phoneRegion,
      r.status,
      r.submittedAt,
      r.decidedAt,
      r.decidedBy,
    ],
  );
}

/** The tenant's registrations waiting for a decision, oldest first. */
export async function submittedRegistrations(db: Queryable, enterpriseId: string): Promise<Registration[]> {
  return db.rows(
    Registration,
    `select ${COLUMNS} from registration where enterprise_id = $1 and status = 'SUBMITTED'
     order by submitted_at, username`,
    [enterpriseId],
  );
}

/**
 * Decides the waiting registration of `username` (any spelling: its pending account holds the name, found by
 * its key) in one statement, so two administrators never both decide it; null when none of that name waits.
 */
export async function decideSubmitted(
  db: Queryable,
  enterpriseId: string,
  decision: { username: string; status: 'APPROVED' | 'REJECTED'; decidedBy: string },
  now: Date,
): Promise<Registration | null> {
  return db.row(
    Registration,
    `update registration set status = $3, decided_at = $4, decided_by = $5
     where enterprise_id = $1 and status = 'SUBMITTED'
       and user_id in (select id from app_user where enterprise_id = $1 and username_key = $2)
     returning ${COLUMNS}`,
    [enterpriseId, usernameKey(decision.username), decision.status, now, decision.decidedBy],
  );
}
