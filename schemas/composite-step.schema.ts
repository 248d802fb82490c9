import * as z from 'zod/mini';
import { Opaque } from './plugin-sources';

/**
 * What a login's answer may be when it was a composite chain's step (issue 15; SPEC 3 composite data and
 * callback result, 8 Composite): kept apart from schemas/composite.schema.ts because rest_token's answer, on the
 * first screen, names it, and the rest of the chain's schemas download with the chain.
 */

/** The login type of the chain's own calls: the free edition offers no chain (rules/edition.rule.ts). */
export const COMPOSITE_LOGIN_TYPE = 'composite';

/** SPEC 3's composite data `type`: the chain's login steps run on `/compositeLogin`, its factors on `/second/auth`. */
export const COMPOSITE_TYPES = ['login', 'twoFactor'] as const;
export const CompositeType = z.enum(COMPOSITE_TYPES);
export type CompositeType = z.infer<typeof CompositeType>;

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
  /** A plugin's person no account is linked to yet: inside a chain, the page binds or makes none. */
  notLinked: 'composite.notLinked',
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

/**
 * GET 2factor/select's `composite`, while a chain's token owes its factor steps: which step the offered method
 * is (counted from 1, login steps included) of how many the chain has.
 */
export const ChainProgress = z.object({
  step: z.int().check(z.positive()),
  steps: z.int().check(z.positive()),
});
export type ChainProgress = z.infer<typeof ChainProgress>;

/** A COMPOSITE_REFUSALS code. */
export type CompositeRefusal = (typeof COMPOSITE_REFUSALS)[keyof typeof COMPOSITE_REFUSALS];

/**
 * What a login step hands the chain (`/compositeLogin`): the step's answer, and the code the login type sent. A
 * plugin's return has no code (the server found the chain by the trace) and takes the stored entry's.
 */
export const CompositeHandover = z.object({
  code: z.optional(Opaque),
  /** The chain's adapter: read only with `first`, as a later step's login type signs in through its own. */
  enterpriseAuthId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** The step on `/login` that started the chain: its entry replaces any older one of this tab. */
  first: z.optional(z.literal(true)),
  step: CompositeStepResult,
});
export type CompositeHandover = z.infer<typeof CompositeHandover>;
