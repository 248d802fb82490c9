import type { VerifiedUser, VerifyUserRequest } from '../../../schemas/reset-password.schema';
import {
  RESET_PASSWORD_CODES as CODES,
  RESET_PASSWORD_REFUSALS as REFUSALS,
} from '../../../schemas/refusals';
import { storedPhoneNumber } from '../../../schemas/rules/contact.rule';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { consumeCaptcha } from '../password-login/captcha.service';
import { invalid, resetTenant, type ResetOutcome } from './live-reset.service';
import { createReset, dropOldResets } from './password-reset.repo';
import { methodsOf } from './reset-methods';

/** A reset lives 30 minutes from step 1: long enough to read a mail, short enough to be no standing key. */
export const RESET_TTL_MINUTES = 30;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * POST forgot_password/verify_user (SPEC sections 3, 4 and 8): the captcha first (the login page's, spent by
 * this attempt), then the account by its username, e-mail or phone. An account that does not exist, may not be
 * reset (not active, expired) or has no way to be proved gets one answer, `400`, by the same work: nobody
 * learns from it which names exist. Otherwise a reset token, shown this once (only its digest is stored).
 */
export async function verifyUser(
  deps: Deps,
  defaultTenant: Tenant,
  form: VerifyUserRequest,
): Promise<ResetOutcome<VerifiedUser>> {
  const { db, clock } = deps;
  const now = clock.now();
  const tenant = await resetTenant(deps, defaultTenant, form._enterprise_id);
  if (!tenant) return invalid(REFUSALS.unknownTenant);
  if (!(await consumeCaptcha(db, form.captchaCode, form.captcha, now))) {
    return { ok: false, code: CODES.wrongCaptcha, message: REFUSALS.wrongCaptcha };
  }
  await dropOldResets(db, new Date(now.getTime() - DAY_MS));
  const resetToken = newOpaqueToken();
  const account = await createReset(
    db,
    {
      enterpriseId: tenant.id,
      name: form.username,
      phone: storedPhoneNumber(form.username, form.phoneRegion),
      tokenHash: sha256Hex(resetToken),
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * MINUTE_MS),
    },
    now,
  );
  if (!account) return { ok: false, code: CODES.noAccount, message: REFUSALS.noAccount };
  return { ok: true, data: { resetToken, username: account.username, methods: methodsOf(account) } };
}
