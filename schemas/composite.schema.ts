import * as z from 'zod/mini';
import { envelope } from './envelope.schema';
import { Opaque, PluginSourceId } from './plugin-sources';
import { SECOND_FACTOR_METHODS } from './second-factor-methods';
import { ADAPTERS } from './spec-constants';
import { ChainUser, CompositeType, NextAuth } from './composite-step.schema';

export * from './composite-step.schema';

/**
 * Composite (chained) authentication (issue 15; SPEC 3 composite data and callback result, 4 Composite
 * authentication, 7 composite calls, 8 Composite). A tenant strings login types and second factors together
 * for an adapter whose entry has `compositeAuthenticate`: its login is the first step, and the server, not the
 * browser, knows which step is next.
 */

/**
 * The login types a chain's login step may be: each signs in with a form this page shows and its call can carry
 * the chain's code (password, LDAP, the texted code), or a plugin source, whose trace carries it. The QR code, the
 * USB key, Alilang and the OAuth sources are no step.
 */
export const CHAIN_LOGIN_ADAPTERS: readonly string[] = [
  ADAPTERS.password,
  ADAPTERS.ldap,
  ADAPTERS.mobilePhoneToken,
];
export const isChainLogin = (id: string): boolean =>
  CHAIN_LOGIN_ADAPTERS.includes(id) || PluginSourceId.safeParse(id).success;

/** One step of a chain as the tenant configures it: a login type by its adapter id, or a second factor. */
export const ChainStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('login'), step: z.string().check(z.refine(isChainLogin)) }),
  z.object({ kind: z.literal('twoFactor'), step: z.enum(SECOND_FACTOR_METHODS) }),
]);
export type ChainStep = z.infer<typeof ChainStep>;
export const ChainPlan = z.array(ChainStep);
export type ChainPlan = z.infer<typeof ChainPlan>;

const optionalTenant = z.optional(z.string().check(z.maxLength(64)));

/** POST composite/generate_auth_code: start the chain of an adapter whose entry has `compositeAuthenticate`. */
export const CompositeStartRequest = z.object({
  enterpriseAuthId: z.string().check(z.minLength(1), z.maxLength(64)),
  _enterprise_id: optionalTenant,
});
export type CompositeStartRequest = z.infer<typeof CompositeStartRequest>;

/** Its answer (in the envelope): the chain's code each step sends as `authCode`, the first step, its life. */
export const CompositeStart = z.object({
  code: Opaque,
  nextAuth: NextAuth,
  /** Seconds the chain lives unless a step passes. */
  expiresIn: z.int().check(z.positive()),
});
export type CompositeStart = z.infer<typeof CompositeStart>;
export const CompositeStartResponse = envelope(CompositeStart);

/** POST composite/validate_auth_code: exchange the code, once, when the chain's login steps are passed. */
export const CompositeValidateRequest = z.object({ authCode: Opaque, _enterprise_id: optionalTenant });
export type CompositeValidateRequest = z.infer<typeof CompositeValidateRequest>;

/** Its answer (in the envelope): the session's token; where factor steps follow, it owes them. */
export const CompositeToken = z.object({
  accessToken: z.string().check(z.minLength(1)),
  expiresIn: z.int().check(z.positive()),
});
export type CompositeToken = z.infer<typeof CompositeToken>;
export const CompositeTokenResponse = envelope(CompositeToken);

/**
 * How long a chain lives unless a step passes (issue 15, C8: 10 minutes from its last passed step). The page
 * stamps its entry with it to drop a chain the server has ended, rather than show a form the server refuses;
 * the server's limit (server/features/composite/chain-life.ts reads this figure) is the one that counts.
 */
export const CHAIN_STEP_SECONDS = 600;

/**
 * SPEC 3 session storage composite data, under SESSION_KEYS.compositeData: the chain under way in this tab, which
 * a reload of `/compositeLogin` or a plugin's return reads. `expiresAt` (epoch milliseconds) is stamped by the
 * store as it keeps the entry, so no machine reads the clock.
 */
export const CompositeEntry = z.object({
  type: CompositeType,
  code: Opaque,
  enterpriseAuthId: z.string().check(z.minLength(1), z.maxLength(64)),
  userInfo: z.nullable(ChainUser),
  nextAuth: z.nullable(NextAuth),
  expiresAt: z.int(),
});
export type CompositeEntry = z.infer<typeof CompositeEntry>;
