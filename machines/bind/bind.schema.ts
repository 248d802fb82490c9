/**
 * What the binding pages share (issue 44, one bind flow): what waits to be linked, how it was found, what
 * the page says went wrong, and how a binding ends.
 */
import * as z from 'zod/mini';
import { PLUGIN_ADAPTER } from '../../schemas/plugin-sources';
import { EDITION_REFUSALS } from '../../schemas/rules/edition.rule';
import {
  type BindingAnswer,
  type PendingBinding,
  THIRD_PARTY_REFUSALS,
} from '../../schemas/third-party-login.schema';
import type { ThirdPartyKind } from '../../schemas/third-party-sources';
import { BackOutput, SignedInOutput } from '../shared/flow-outputs';
import type { PendingBindingRef } from '../shared/pending-binding';
import { thirdPartyProblem } from '../shared/third-party-problem';

/**
 * Whose account waits, as the page's address names it: a third-party account by the binding's uuid
 * (`/adapterBind`), or a plugin's person by the trace (`/pluginAdapterBind`, `/pluginAdapterRegister`).
 */
export type BindSource =
  { kind: ThirdPartyKind; uuid: string | null } | { kind: typeof PLUGIN_ADAPTER; traceId: string | null };

/** The source names something to look for. */
export const sourceNamed = (source: BindSource): boolean =>
  source.kind === PLUGIN_ADAPTER ? !!source.traceId : !!source.uuid;

/**
 * What the page found waiting: the binding the sign-in or the registration links (with, for a third-party
 * account, whose it is), or the person signed in meanwhile (WeCom's query answers a token).
 */
export type WaitingBinding =
  | { kind: 'waiting'; binding: PendingBindingRef; shown: PendingBinding | null }
  | { kind: 'signedIn'; accessToken: string; applicationUuid: string | null };

/** The third-party binding query's answer (SPEC 3 "Wechat enterprise bind response" may sign in). */
export const queriedBinding = (
  source: { kind: ThirdPartyKind; uuid: string },
  answer: BindingAnswer,
): WaitingBinding =>
  'accessToken' in answer
    ? { kind: 'signedIn', accessToken: answer.accessToken, applicationUuid: answer.applicationUuid ?? null }
    : { kind: 'waiting', binding: { kind: source.kind, uuid: source.uuid }, shown: answer };

/** A plugin's person, by the code the trace check kept in this tab. */
export const keptBinding = (traceId: string, authCode: string): WaitingBinding => ({
  kind: 'waiting',
  binding: { kind: PLUGIN_ADAPTER, traceId, authCode },
  shown: null,
});

/** The error src/ throws when this tab keeps no code for the trace (a reload elsewhere, a hand-made address). */
export const NOT_KEPT = 'bind.notKept';

/**
 * What a binding page says went wrong finding the binding: the server's refusals (SPEC 8 bind errors; WeCom's
 * query signing in may meet a linked account that may not sign in), a trace this tab does not wait to bind,
 * no connection, or anything else.
 */
const REFUSALS = [
  THIRD_PARTY_REFUSALS.bindingInvalid,
  THIRD_PARTY_REFUSALS.accountPending,
  THIRD_PARTY_REFUSALS.accountUnavailable,
  THIRD_PARTY_REFUSALS.sourceUnavailable,
  EDITION_REFUSALS.paidFeature,
] as const;
export type BindProblem = (typeof REFUSALS)[number] | 'notKept' | 'network' | 'unexpected';
const isRefusal = (problem: string): problem is (typeof REFUSALS)[number] =>
  (REFUSALS as readonly string[]).includes(problem);

export function bindProblem(error: unknown): BindProblem {
  if (error instanceof Error && error.message === NOT_KEPT) return 'notKept';
  const problem = thirdPartyProblem(error);
  return problem === 'network' || isRefusal(problem) ? problem : 'unexpected';
}

/**
 * How a binding ends: the local account signed in (now linked), or back to the login (declined, nothing to
 * bind, or a registration that waits for approval, linked already).
 */
export const BindOutput = z.discriminatedUnion('kind', [
  z.extend(SignedInOutput, {
    /**
     * Signed in by WeCom's binding query: the application the server says the sign-in was for, null for none.
     * Absent: signed in by the form, of which the server says nothing more.
     */
    applicationUuid: z.optional(z.nullable(z.string())),
  }),
  BackOutput,
]);
export type BindOutput = z.infer<typeof BindOutput>;
