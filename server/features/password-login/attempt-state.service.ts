import { captchaRequired } from '../../../schemas/rules/captcha.rule';
import type { Queryable } from '../../db/db';
import type { Tenant } from '../../tenant/tenant.repo';
import { failureState, type FailureState } from '../../account/failure-lock.repo';
import { addressFailures } from '../../account/address-failure.repo';

export type AttemptState = FailureState & {
  captchaRequired: boolean;
  /** The client address has spent its failure budget: it waits until then, whatever name it tries. */
  addressWaitUntil: Date | null;
};

/**
 * Where the next sign-in of `username` from `clientAddress` stands: the name's failures and lock, whether it
 * must carry the captcha (the name has a failure on record, or the address has spent the part of its budget
 * that comes without one), and whether the address must wait. captcha_show tells the form what the password
 * grant will demand, from the same facts. No name yet (the form is empty) has nothing on record.
 */
export async function attemptState(
  db: Queryable,
  tenant: Tenant,
  username: string,
  clientAddress: string,
  now: Date,
): Promise<AttemptState> {
  const { addressFailureWindowMinutes, addressCaptchaAfter, addressFailureLimit, captchaAlways } =
    tenant.settings;
  const name = username.trim();
  const [state, address] = await Promise.all([
    name
      ? failureState(db, 'login_failure', tenant.id, name, now)
      : Promise.resolve({ failures: 0, lockedUntil: null }),
    addressFailures(db, tenant.id, clientAddress, addressFailureWindowMinutes, now),
  ]);
  const overBudget = (limit: number) => limit > 0 && address.failures >= limit;
  return {
    ...state,
    captchaRequired:
      captchaRequired({ captchaAlways, failuresOnRecord: state.failures }) || overBudget(addressCaptchaAfter),
    addressWaitUntil: overBudget(addressFailureLimit) ? address.windowEndsAt : null,
  };
}
