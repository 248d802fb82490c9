import type { ModifyPassword, ModifyPasswordRequest } from '../../schemas/password-change.schema';
import type { Deps } from '../http/app-env';
import { findSm2Key } from '../tenant/sm2-key-repo';
import type { Tenant } from '../tenant/tenant-repo';
import { hashPassword, verifyPassword } from './password-hash';
import { passwordViolation } from './password-policy';
import { revokeAllTokens, type SessionUser } from './session-repo';
import { decryptSm2 } from './sm2-decrypt';
import { countUserApplications, passwordHashOf, setPassword } from './user-repo';

export type ChangeOutcome = { ok: true; data: ModifyPassword } | { ok: false; code: string; message: string };

const DAY_MS = 86_400_000;
const invalid = (message: string): ChangeOutcome => ({ ok: false, code: 'InvalidParameter', message });

/**
 * The password change of SPEC sections 3 and 4 for the signed-in user. Messages are Chinese: the page shows a
 * refusal as the server words it (SPEC section 8), except the `password.policy` / `WeakPassword` keys it maps.
 */
export async function changePassword(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  form: ModifyPasswordRequest,
): Promise<ChangeOutcome> {
  const { db, clock } = deps;
  const now = clock.now();
  if (form.enterpriseId !== session.enterpriseId || form.clientId !== tenant.clientId) {
    return invalid('客户端或企业与当前登录会话不符，请重新登录');
  }
  // Each form submission carries a fresh client token; a replayed one is refused in every process.
  const fresh = await db.query(
    `insert into password_change_request (user_id, client_token, created_at) values ($1, $2, $3)
     on conflict do nothing returning 1`,
    [session.userId, form.clientToken, now],
  );
  if (fresh.rows.length === 0) return invalid('该请求已提交过，请刷新页面后重试');

  const key = await findSm2Key(db, tenant.id);
  const [oldPassword, newPassword, confirmPassword] = [
    form.oldPassword,
    form.newPassword,
    form.confirmPassword,
  ].map((cipher) => (key ? decryptSm2(cipher, key.privateKey) : null));
  if (oldPassword == null || newPassword == null || confirmPassword == null) {
    return invalid('密码解密失败，请刷新页面后重试');
  }
  if (newPassword !== confirmPassword) return invalid('两次输入的新密码不一致');
  const storedHash = await passwordHashOf(db, session.userId);
  if (!storedHash || !(await verifyPassword(oldPassword, storedHash))) {
    return { ok: false, code: 'Password.Invalid', message: '原密码错误' };
  }
  if (newPassword === oldPassword) return invalid('password.policy.sameAsOld: 新密码不能与原密码相同');
  const violation = passwordViolation(newPassword, tenant.settings.passwordPolicy, session.username);
  if (violation) return invalid(violation);

  const hash = await hashPassword(newPassword);
  const expiresAt = new Date(now.getTime() + tenant.settings.passwordValidityDays * DAY_MS);
  await db.transaction(async (tx) => {
    await setPassword(tx, session.userId, hash, expiresAt);
    // Where the tenant skips the forced re-login, the session that changed the password goes on.
    if (form.invalidateSession) {
      await revokeAllTokens(
        tx,
        session.userId,
        now,
        tenant.settings.skipForceLogin ? session.tokenHash : undefined,
      );
    }
  });
  const storePassword = (await countUserApplications(db, session.userId)) > 0;
  return { ok: true, data: { storePassword, systemUserUuid: session.userId } };
}
