import type { CompositeStepResult } from '../../schemas/composite-step.schema';
import { PLUGIN_REFUSALS, type PluginRefusal, type TraceCheck } from '../../schemas/plugin-login.schema';

/**
 * What the page says of a trace check that signs nobody in (SPEC 8 Trace errors): the server's code, or, from a
 * back end that words its own `message`, what its flag says.
 */
export type TraceRefusal = PluginRefusal | 'autoCreateFailed' | 'autoBindFailed' | 'pluginFailed';

export type TraceOutcome =
  | { kind: 'token'; accessToken: string }
  | { kind: 'complement' }
  | { kind: 'bind' }
  /** A composite chain's step (SPEC 3 Composite callback result), passed or refused: the chain's page says. */
  | { kind: 'composite'; step: CompositeStepResult }
  | { kind: 'refused'; refusal: TraceRefusal; invalidTrace: boolean };

const CODES: ReadonlySet<string> = new Set(Object.values(PLUGIN_REFUSALS));
const isCode = (message: string): message is PluginRefusal => CODES.has(message);

/** The chain step's answer a trace check carries; no `auth` is no pass. */
const chainStepOf = (check: TraceCheck, done: boolean): CompositeStepResult => ({
  auth: check.auth === true,
  done,
  userInfo: check.userInfo,
  nextAuth: check.nextAuth,
  message: check.message,
});

/**
 * SPEC 4's reading of a trace check, in its order: a token with the portal bound signs in; the fields the
 * tenant needs; a binding to make; composite data continues the chain; a message alone refuses (the
 * auto-create and auto-bind failures, an invalid trace); anything else is a binding to make. A `redirectUri`
 * is another back end's way to a service provider, which this page reaches by post-login with the login's
 * context instead: with a token it signs in, as the first case.
 */
export function traceOutcome(check: TraceCheck): TraceOutcome {
  if (check.accessToken && (check.portalBound || check.redirectUri)) {
    return { kind: 'token', accessToken: check.accessToken };
  }
  if (check.needComplementField) return { kind: 'complement' };
  if (check.needBind) return { kind: 'bind' };
  // A trace started with a chain's code is answered in the chain's shape, `done` its mark, refusals included
  // (composite.notLinked, composite.otherUser): the chain's page shows them, with its retry.
  if (check.done !== undefined) return { kind: 'composite', step: chainStepOf(check, check.done) };
  if (check.message) {
    const refusal: TraceRefusal = isCode(check.message)
      ? check.message
      : check.autoCreateFalid
        ? 'autoCreateFailed'
        : check.autoBindFalid
          ? 'autoBindFailed'
          : check.validTraceIdError
            ? PLUGIN_REFUSALS.traceNotFound
            : 'pluginFailed';
    return { kind: 'refused', refusal, invalidTrace: check.validTraceIdError === true };
  }
  return { kind: 'bind' };
}
