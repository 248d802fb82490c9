import * as z from 'zod/mini';
import { envelope } from './envelope.schema';
import { Opaque, PluginSourceId } from './plugin-sources';
import { SECOND_FACTOR_METHODS } from './second-factor-methods';
import { ADAPTERS } from './spec-constants';

/**
 * Composite (chained) authentication (issue 15; SPEC 3 composite data and callback result, 4 Composite
 * authentication, 7 composite calls, 8 Composite). A tenant strings login types and second factors together
 * for an adapter whose entry has `compositeAuthenticate`: its login is the first step, and the server, not the
 * browser, knows which step is next.
 */

/** SPEC 3's composite data `type`: the chain's login steps run on `/compositeLogin`, its factors on `/second/auth`. */
export const COMPOSITE_TYPES = ['login', 'twoFactor'] as const;
export const CompositeType = z.enum(COMPOSITE_TYPES);
export type CompositeType = z.infer<typeof CompositeType>;

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

/** SPEC 3 `nextAuth`: the step the chain waits for (its adapter id or factor method), of how many. */
export const NextAuth = z.object({
  type: CompositeType,
  // Not an enum: a step this page cannot show is SPEC 4's 'unknown login method', not a broken answer.
  authType: z.string().check(z.minLength(1), z.maxLength(64)),
  step: z.int().check(z.positive()),
  steps: z.int().check(z.positive()),
});
export type NextAuth = z.infer<typeof NextAuth>;

/** SPEC 3 `userInfo`: the person the chain's first step identified. */
export const ChainUser = z.object({ username: z.string(), displayName: z.string() });
export type ChainUser = z.infer<typeof ChainUser>;

/** SPEC 8 Composite: why a step or a chain was refused (the page words each code). */
export const COMPOSITE_REFUSALS = {
  /** The step's credential was right but the chain does not take it (SPEC 8 'composite login authentication error'). */
  authFailed: 'composite.authFailed',
  /** A later step signed in another account than the first. */
  otherUser: 'composite.otherUser',
  /** The chain is unknown, expired, finished, or another browser's or tenant's. */
  chainInvalid: 'composite.chainInvalid',
  /** Not the step the chain waits for (a skip, a replay, a reorder): the chain ends. */
  stepRefused: 'composite.stepRefused',
  /** The code was exchanged before the chain's login steps were all passed. */
  unfinished: 'composite.unfinished',
  /** The adapter starts a chain, and the call carried no code. */
  required: 'composite.required',
  /** The adapter starts no chain (generate_auth_code). */
  unavailable: 'composite.unavailable',
  /** The client address started too many chains lately (generate_auth_code). */
  tooMany: 'composite.tooMany',
} as const;

/** SPEC 3 Composite callback result: a step's answer when its call was a chain's step. */
export const CompositeStepResult = z.object({
  auth: z.boolean(),
  done: z.boolean(),
  userInfo: z.optional(z.nullable(ChainUser)),
  nextAuth: z.optional(z.nullable(NextAuth)),
  /** With `auth` false: a COMPOSITE_REFUSALS code. */
  message: z.optional(z.nullable(z.string())),
});
export type CompositeStepResult = z.infer<typeof CompositeStepResult>;

/** The login type of the chain's own calls: the free edition offers no chain (rules/edition.rule.ts). */
export const COMPOSITE_LOGIN_TYPE = 'composite';

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
