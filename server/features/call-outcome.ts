import type { Deps } from '../deps';
import { findTenant, type Tenant } from '../tenant/tenant.repo';

/** A refusal as the envelope says it: its code and message. */
export type Refusal = { ok: false; code: string; message: string };

/**
 * What a login type's call answers: its data, or a refusal (SPEC 8's own code, or `InvalidParameter` with a
 * refusal code of schemas/refusals.ts, which the page words). The route sends it as the envelope.
 */
export type CallOutcome<T> = { ok: true; data: T } | Refusal;

/** A refusal naming a field, as the mount's schema check words one. */
type FieldRefusal = `invalid ${'body' | 'query'}: ${string}`;

/**
 * The refusals of one login type, typed by its codes: `invalid`, `InvalidParameter` with one of its refusal
 * codes `R` (which the page words) or naming a field as the mount's schema check does; `refusedWith`, one of
 * SPEC 8's codes `C`, whose message is for people reading logs (the page goes by the code).
 */
export const refusals = <R extends string, C extends string>() => ({
  invalid: (message: R | FieldRefusal): Refusal => ({ ok: false, code: 'InvalidParameter', message }),
  refusedWith: (code: C, message: string): Refusal => ({ ok: false, code, message }),
});

/** The tenant a call names by `_enterprise_id`, or the instance's default one; null for an unknown id. */
export const namedTenant = (deps: Deps, defaultTenant: Tenant, enterpriseId: string | undefined) =>
  enterpriseId ? findTenant(deps.db, enterpriseId) : Promise.resolve(defaultTenant);
