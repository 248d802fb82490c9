/**
 * The grant's strategies (issue 44; machines/shared/grant.ts): a login type's own call, sent as its route says,
 * and what its answer grants. The plain route signs in with the call; a chain's step sends the chain's code and
 * hands the step's answer over; the instance-wide and the binding routes take the login type's calls of that
 * kind, where it has them. Each login type's flow hands its calls in; it never reads the route itself.
 */
import type { CompositeStepResult } from '../../schemas/composite-step.schema';
import { chainStartOf } from '../../machines/shared/chain-step';
import { type GrantPreparation, type GrantRoute, chainStepGrant } from '../../machines/shared/grant';
import type { GrantResult, TokenGrant } from '../../machines/shared/grant.schema';
import type { PendingBindingRef } from '../../machines/shared/pending-binding';
import { stepOnly, tokenOnly } from '../api/token-answer';
import type { ChainStarter } from './flow-deps';

type Token = { access_token: string; enterprise_id?: string };

/** A login type's calls, each with the body it built for this try. */
export type GrantCalls = {
  /** Its own grant, with a chain's code as `authCode` or none: a token, or with a code the step's answer. */
  own: (authCode: string | null, signal: AbortSignal) => Promise<Token | CompositeStepResult>;
  /** The endpoint `own` calls, which an answer of the wrong kind names. */
  path: string;
  /** Its grant across the instance's tenants: a token, or a tenant to choose. Without one, its own. */
  instanceWide?: (signal: AbortSignal) => Promise<Token | { ticket: string }>;
  /** Its sign-in that links a binding. */
  bind?: (binding: PendingBindingRef, signal: AbortSignal) => Promise<Token>;
};

const tokenGrant = (answer: Token, authType: string): TokenGrant => ({
  kind: 'token',
  accessToken: answer.access_token,
  authType,
  ...(answer.enterprise_id ? { enterpriseId: answer.enterprise_id } : {}),
});

/** Grants the login's proof by its route, through the adapter `enterpriseAuthId`. */
export async function grantBy(
  route: GrantRoute,
  enterpriseAuthId: string,
  calls: GrantCalls,
  signal: AbortSignal,
): Promise<GrantResult> {
  switch (route.kind) {
    case 'plain':
      return tokenGrant(tokenOnly(await calls.own(null, signal), calls.path), enterpriseAuthId);
    case 'chainStep':
      return chainStepGrant(
        route,
        enterpriseAuthId,
        stepOnly(await calls.own(route.code, signal), calls.path),
      );
    case 'instanceWide': {
      if (!calls.instanceWide) return grantBy({ kind: 'plain' }, enterpriseAuthId, calls, signal);
      const answer = await calls.instanceWide(signal);
      return 'ticket' in answer
        ? { kind: 'tenantChoice', ticket: answer.ticket }
        : tokenGrant(answer, enterpriseAuthId);
    }
    case 'bind':
      if (!calls.bind) throw new Error(`${enterpriseAuthId} makes no binding`);
      return tokenGrant(await calls.bind(route.binding, signal), enterpriseAuthId);
    case 'chainStart':
      throw new Error('A chain step sent before its chain started');
  }
}

/**
 * Makes a route ready (the login type's `prepareGrant`): a chain's first step starts its chain, whose code its
 * tries then send. A login given no starter (the binding pages') starts none: asked, it is a bug.
 */
export const prepareGrantWith =
  (startChain: ChainStarter | undefined) =>
  async (preparation: GrantPreparation, signal: AbortSignal): Promise<GrantRoute> => {
    if (preparation.route.kind !== 'chainStart') return preparation.route;
    if (!startChain) throw new Error('This login starts no chain');
    const { code } = await startChain(chainStartOf(preparation), signal);
    return { kind: 'chainStep', code, first: true };
  };
