import type { SMS_LOGIN_CODES, SMS_LOGIN_REFUSALS } from '../../../schemas/refusals';
import type { Deps } from '../../deps';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';

type SmsLoginRefusal = (typeof SMS_LOGIN_REFUSALS)[keyof typeof SMS_LOGIN_REFUSALS];
type Refusal = { ok: false; code: string; message: string };

/**
 * What an SMS login call answers: its data, or a refusal as the envelope's code and message (SPEC 8's codes
 * of SMS_LOGIN_CODES, or `InvalidParameter` with one of SMS_LOGIN_REFUSALS, which the page words).
 */
export type SmsLoginOutcome<T> = { ok: true; data: T } | Refusal;

/** `InvalidParameter` with a refusal the page words, or naming a field as the mount's schema check does. */
export const invalid = (message: SmsLoginRefusal | `invalid ${'body' | 'query'}: ${string}`): Refusal => ({
  ok: false,
  code: 'InvalidParameter',
  message,
});

/** A refusal of SPEC 8's own code; its message is for people reading logs, the page goes by the code. */
export const refusedWith = (code: (typeof SMS_LOGIN_CODES)[keyof typeof SMS_LOGIN_CODES], message: string) =>
  ({ ok: false, code, message }) satisfies Refusal;

/** The tenant a call names by `_enterprise_id`, or the instance's default one; null for an unknown id. */
export const smsLoginTenant = (deps: Deps, defaultTenant: Tenant, enterpriseId: string | undefined) =>
  enterpriseId ? findTenant(deps.db, enterpriseId) : Promise.resolve(defaultTenant);
