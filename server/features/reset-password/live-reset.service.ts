import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { usernameKey } from '../../../schemas/rules/username-key.rule';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';
import { findLiveReset, type LiveReset } from './password-reset.repo';

/**
 * What a step answers: its data, or a refusal as the envelope's code and message (`InvalidParameter` with a
 * code of RESET_PASSWORD_REFUSALS or a policy code, which the page words).
 */
export type ResetOutcome<T> = { ok: true; data: T } | Refusal;
type Refusal = { ok: false; code: string; message: string };

export const invalid = (message: string): Refusal => ({
  ok: false,
  code: 'InvalidParameter',
  message,
});

/** The tenant a call names by `_enterprise_id`, or the instance's default one; null for an unknown id. */
export const resetTenant = (deps: Deps, defaultTenant: Tenant, enterpriseId: string | undefined) =>
  enterpriseId ? findTenant(deps.db, enterpriseId) : Promise.resolve(defaultTenant);

type Opened = { ok: true; tenant: Tenant; reset: LiveReset; tokenHash: string };

/**
 * The live reset a later step names, in its tenant. A token that is unknown, of another tenant, ended or older
 * than its 30 minutes, or whose account may no longer be reset, is `expired`: the page starts again. Where the
 * step names the account too (the questions), it must be the reset's, in any spelling (its key).
 */
export async function openLiveReset(
  deps: Deps,
  defaultTenant: Tenant,
  form: { resetToken: string; _enterprise_id?: string | undefined; username?: string },
): Promise<Opened | Refusal> {
  const tenant = await resetTenant(deps, defaultTenant, form._enterprise_id);
  if (!tenant) return invalid(REFUSALS.unknownTenant);
  const tokenHash = sha256Hex(form.resetToken);
  const reset = await findLiveReset(deps.db, tenant.id, tokenHash, deps.clock.now());
  const named =
    form.username === undefined ||
    (reset !== null && usernameKey(reset.username) === usernameKey(form.username));
  if (!reset || !reset.active || !named) return invalid(REFUSALS.expired);
  return { ok: true, tenant, reset, tokenHash };
}
