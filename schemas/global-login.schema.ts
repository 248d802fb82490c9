import * as z from 'zod/mini';
import { CompositeStepResult } from './composite-step.schema';
import { ChoiceTicket } from './choice-ticket.schema';
import { RestTokenRequest, RestTokenSuccess } from './password-login.schema';

export { ChoiceTicket };

const optionalText = z.optional(z.nullable(z.string().check(z.maxLength(255))));

/**
 * POST authenticate/global/login, the instance-wide password login (SPEC 7; issue 14): rest_token's form
 * without a tenant. The password is checked in every tenant that has the name.
 */
export const GlobalLoginForm = z.omit(RestTokenRequest, { _enterprise_id: true });
export type GlobalLoginForm = z.infer<typeof GlobalLoginForm>;

/**
 * The same call with the ticket a choice answered: without `enterpriseId` it answers the choice again (a
 * reload of `/enterpriseSelect`); with one of its tenants, that tenant's token, and the ticket is spent;
 * with `cancel`, the ticket is spent for nothing (the user went back: no one at this browser may use it later).
 */
export const TenantChoiceRequest = z.object({
  client_id: z.string().check(z.minLength(1)),
  ticket: ChoiceTicket,
  enterpriseId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  cancel: z.optional(z.literal(true)),
  deviceId: optionalText,
  device_id: optionalText,
});
export type TenantChoiceRequest = z.infer<typeof TenantChoiceRequest>;

export const GlobalLoginRequest = z.union([TenantChoiceRequest, GlobalLoginForm]);
export type GlobalLoginRequest = z.infer<typeof GlobalLoginRequest>;

/**
 * The password is right in several tenants: which ones (`/enterpriseSelect` shows each with its enterprise and
 * idp4_info answers), the ticket that redeems one, and its seconds left.
 */
/** The most tenants a choice offers (the default tenant first, then by name). */
export const TENANT_CHOICE_MAX = 50;

export const TenantChoice = z.object({
  ticket: ChoiceTicket,
  enterprises: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(2), z.maxLength(TENANT_CHOICE_MAX)),
  expires_in: z.number().check(z.nonnegative()),
});
export type TenantChoice = z.infer<typeof TenantChoice>;

/**
 * Its token: rest_token's, with the tenant it was issued in when that is not the default, which the page then
 * boots, so that what follows (a password change, the second factor) speaks for that tenant.
 */
export const GlobalToken = z.extend(RestTokenSuccess, {
  enterprise_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type GlobalToken = z.infer<typeof GlobalToken>;

/** A choice given up (`cancel`): its ticket no longer redeems. */
export const ChoiceCancelled = z.object({ cancelled: z.literal(true) });

/**
 * Its answer (HTTP 200, no envelope): rest_token's token, a choice, or a choice given up; refusals are
 * rest_token's (HTTP 400). An account whose tenant signs its password in by a composite chain is refused as a
 * chain refuses a login without its code (composite.required): the instance-wide login carries no chain.
 */
export const GlobalLoginResponse = z.union([GlobalToken, TenantChoice, ChoiceCancelled, CompositeStepResult]);
export type GlobalLoginResponse = z.infer<typeof GlobalLoginResponse>;
