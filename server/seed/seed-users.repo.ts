/** The seed's users: their rows, their factors, applications, devices and secret questions. */
import { randomUUID } from 'node:crypto';
import { usernameKey } from '../../schemas/rules/username-key.rule';
import { OFFLINE_DEVICE_SUITE } from '../crypto/ocra-qr';
import type { KdfCost } from '../crypto/kdf-cost';
import type { SecretBox } from '../crypto/secret-box';
import type { Db, Queryable } from '../db/db';
import { insertSecretQuestion } from '../features/reset-password/secret-question.repo';
import { bindKey } from '../features/second-factor/offline-device.repo';
import { offlineKeyContext } from '../features/second-factor/offline-device.service';
import { bindSecret } from '../features/second-factor/otp-device.repo';
import { otpSecretContext } from '../features/second-factor/otp-app.service';
import { demoBranchEnterprise } from './demo-branch';
import { hashUsers } from './seed-hashes';
import { demoEnterprise, demoSeededApplications, demoTwoFactorApplications } from './demo-tenant';
import type { DemoUser } from './demo-users';

const DAY_MS = 86_400_000;

/** Which tenant a seeded user is of, and the domain of its e-mail (`<name>@<domain>`). */
type UserTenant = { id: string; mailDomain: string };
export type TenantUser = { user: DemoUser; tenant: UserTenant };
export const DEMO_USERS_TENANT: UserTenant = { id: demoEnterprise.id, mailDomain: 'demo.example.com' };
export const BRANCH_USERS_TENANT: UserTenant = {
  id: demoBranchEnterprise.id,
  mailDomain: 'branch.demo.example.com',
};

/**
 * Adds demo users to the demo tenant of a seeded database, as the seed makes them (a test that needs a few of
 * the e2e copies, without seeding all of them).
 */
export async function addDemoUsers(
  db: Db,
  secretBox: SecretBox,
  users: DemoUser[],
  now: Date,
  cost: KdfCost,
): Promise<void> {
  const hashed = await hashUsers(
    users.map((user) => ({ user })),
    cost,
  );
  await db.transaction(async (tx) => {
    for (const { user, hashes } of hashed)
      await insertUser(tx, secretBox, DEMO_USERS_TENANT, user, hashes, now);
  });
}

export async function insertUser(
  tx: Queryable,
  secretBox: SecretBox,
  tenant: UserTenant,
  user: DemoUser,
  hashes: { password: string; answers: string[] },
  now: Date,
) {
  const id = randomUUID();
  const past = new Date(now.getTime() - DAY_MS);
  const passwordExpiresAt = user.passwordExpired ? past : new Date(now.getTime() + 90 * DAY_MS);
  await tx.run(
    `insert into app_user (id, enterprise_id, username, display_name, email, password_hash, login_role, status,
       account_expires_at, must_change_password, password_expires_at, risk_locked, has_second_factor, phone_number,
       second_factor_method, username_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      tenant.id,
      user.username,
      user.displayName,
      `${user.username}@${tenant.mailDomain}`,
      hashes.password,
      user.loginRole ?? 0,
      user.status ?? 'active',
      user.accountExpired ? past : null,
      user.mustChangePassword ?? false,
      passwordExpiresAt,
      user.riskLocked ?? false,
      user.hasSecondFactor ?? false,
      user.phoneNumber ?? null,
      user.secondFactor?.method ?? null,
      usernameKey(user.username),
    ],
  );
  const totpSecret = user.secondFactor?.totpSecret;
  if (totpSecret) await bindSecret(tx, id, secretBox.seal(totpSecret, otpSecretContext(id)), now);
  const ocraKey = user.secondFactor?.ocraKey;
  if (ocraKey) {
    await bindKey(tx, id, OFFLINE_DEVICE_SUITE, secretBox.seal(ocraKey, offlineKeyContext(id)), now);
  }
  for (const app of user.spAllowed ? demoSeededApplications : []) {
    await tx.run('insert into user_application (user_id, application_id) values ($1, $2)', [id, app.id]);
  }
  for (const app of user.twoFactorAppAllowed ? demoTwoFactorApplications : []) {
    await tx.run('insert into two_factor_application_user (application_id, user_id) values ($1, $2)', [
      app.id,
      id,
    ]);
  }
  for (const device of user.devices ?? []) {
    await tx.run('insert into user_device (user_id, device_id) values ($1, $2)', [id, device]);
  }
  for (const [position, q] of (user.secretQuestions ?? []).entries()) {
    const answerHash = hashes.answers[position] ?? '';
    await insertSecretQuestion(tx, {
      id: randomUUID(),
      userId: id,
      position,
      question: q.question,
      answerHash,
    });
  }
}
