/**
 * The chain's entry (SPEC 3 composite data) as the chain machine reads it, pure: what a step's hand-over makes of
 * it, whether it still lives, and which step it waits for (SPEC 4 Composite authentication). The storage and the
 * clock are the machine's effects.
 */
import {
  COMPOSITE_REFUSALS,
  type CompositeEntry,
  type CompositeHandover,
  type CompositeStart,
  type CompositeStepResult,
} from '../../schemas/composite.schema';
import { isPluginSourceId } from '../../schemas/plugin-sources';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { LoginTypeKey } from '../sign-in/login-types';

/**
 * The login types `/compositeLogin` runs as a step: the forms whose call carries the chain's code (the schema's
 * CHAIN_LOGIN_ADAPTERS; a plugin source is a step too, but signs in at the plugin).
 */
export const CHAIN_STEP_KEYS = [
  ADAPTERS.password,
  ADAPTERS.ldap,
  ADAPTERS.mobilePhoneToken,
] as const satisfies readonly LoginTypeKey[];
export type ChainStepKey = (typeof CHAIN_STEP_KEYS)[number];

/** The entry as the machine holds it: its life is stamped by the store as it keeps it. */
export type KeptChain = Omit<CompositeEntry, 'expiresAt'>;

/** The step the chain waits for, as this page can take it. */
export type ChainNext =
  { kind: 'login'; key: ChainStepKey } | { kind: 'plugin'; pluginId: string } | { kind: 'unknown' };

/**
 * What a step's answer means for the page: the same step again (SPEC 8's message), a chain the server ended, the
 * login segment passed (the code is exchanged), or the next step.
 */
export type StepVerdict = 'refused' | 'broken' | 'done' | 'next';

/** The refusals of a right credential the chain did not take (C4): the step is shown again, the chain goes on. */
const SAME_STEP_AGAIN: readonly string[] = [
  COMPOSITE_REFUSALS.authFailed,
  COMPOSITE_REFUSALS.otherUser,
  COMPOSITE_REFUSALS.notLinked,
];

export const keptOf = (entry: KeptChain): KeptChain => ({
  type: entry.type,
  code: entry.code,
  enterpriseAuthId: entry.enterpriseAuthId,
  userInfo: entry.userInfo,
  nextAuth: entry.nextAuth,
});

/**
 * The entry after a step's hand-over, or null when the hand-over is not this chain's: one that names another
 * code, or continues a chain this tab does not hold. The first step (on `/login`) starts a new entry.
 */
export const merge = (entry: KeptChain | null, handover: CompositeHandover): KeptChain | null => {
  const { step } = handover;
  if (handover.first) {
    // A first step the chain refused leaves no step to show here: `/login` had its form.
    if (!step.auth || !handover.code || !handover.enterpriseAuthId) return null;
    return {
      type: step.nextAuth?.type ?? 'login',
      code: handover.code,
      enterpriseAuthId: handover.enterpriseAuthId,
      userInfo: step.userInfo ?? null,
      nextAuth: step.nextAuth ?? null,
    };
  }
  if (!entry || (handover.code !== undefined && handover.code !== entry.code)) return null;
  // A refused step leaves the server's cursor where it was (C4): so does the entry.
  if (!step.auth) return keptOf(entry);
  return {
    ...keptOf(entry),
    // `done` ends a segment (C2): a factor step to follow makes the entry the twoFactor one, else none waits.
    type: step.nextAuth?.type ?? entry.type,
    userInfo: step.userInfo ?? entry.userInfo,
    nextAuth: step.nextAuth ?? (step.done ? null : entry.nextAuth),
  };
};

/**
 * The entry of a chain its first step started before it left the page (a plugin source's): no step passed yet,
 * so nobody is named; the plugin's answer is then merged into it as a later step's.
 */
export const startedEntry = (start: CompositeStart, enterpriseAuthId: string): KeptChain => ({
  type: start.nextAuth.type,
  code: start.code,
  enterpriseAuthId,
  userInfo: null,
  nextAuth: start.nextAuth,
});

/** Whether a stored entry still lives at `now` (epoch milliseconds). */
export const fresh = (entry: CompositeEntry, now: number): boolean => entry.expiresAt > now;

/**
 * The step the entry waits for: one of this page's forms, a plugin source the tenant shows here, or one this
 * page cannot show (SPEC 4 'unknown login method'), a factor step among them: those are `/second/auth`'s.
 */
export const nextOf = (entry: KeptChain, pluginIds: readonly string[]): ChainNext => {
  const next = entry.nextAuth;
  if (entry.type !== 'login' || next?.type !== 'login') return { kind: 'unknown' };
  const key = CHAIN_STEP_KEYS.find((candidate) => candidate === next.authType);
  if (key) return { kind: 'login', key };
  return isPluginSourceId(next.authType) && pluginIds.includes(next.authType)
    ? { kind: 'plugin', pluginId: next.authType }
    : { kind: 'unknown' };
};

/** A refusal of the chain itself (a COMPOSITE_REFUSALS code), not of the step's credential. */
const endsChain = (message: string): boolean =>
  message.startsWith('composite.') && !SAME_STEP_AGAIN.includes(message);

/**
 * SPEC 4: auth false shows the error, the same step to try again (a right credential the chain did not take, or
 * the account's own refusal, a plugin person's account locked or pending), or ends a chain the server ended;
 * auth and done close the segment.
 */
export const verdictOf = (step: CompositeStepResult): StepVerdict =>
  !step.auth
    ? step.message != null && endsChain(step.message)
      ? 'broken'
      : 'refused'
    : step.done
      ? 'done'
      : 'next';
