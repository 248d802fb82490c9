import { captchaRequired } from '../../../schemas/rules/captcha.rule';
import type { Queryable } from '../../db/db';
import type { Tenant } from '../../tenant/tenant.repo';
import { failureState, type FailureState } from '../../account/failure-lock.repo';

export type AttemptState = FailureState & { captchaRequired: boolean };

/**
 * Where the next sign-in of `username` stands: its failures and lock, and whether it must carry the captcha.
 * captcha_show tells the form what the password grant will demand, from the same rule. No name yet (the form
 * is empty) has nothing on record.
 */
export async function attemptState(
  db: Queryable,
  tenant: Tenant,
  username: string,
  now: Date,
): Promise<AttemptState> {
  const name = username.trim();
  const state = name
    ? await failureState(db, 'login_failure', tenant.id, name, now)
    : { failures: 0, lockedUntil: null };
  const required = captchaRequired({
    captchaAlways: tenant.settings.captchaAlways,
    failuresOnRecord: state.failures,
  });
  return { ...state, captchaRequired: required };
}
