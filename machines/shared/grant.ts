/**
 * The grant seam (issue 44): a login type proves who the person is, then asks for its proof to be granted. How
 * it is granted is the route the flow running the login type chose: the tenant's own call, the instance-wide
 * one, a composite chain's step, or a binding to make. The login type carries its route without reading it; it
 * only asks `prepareGrant` first where the route says so (a chain's first step starts its chain before anything
 * is sent), and hands the route to its own call, which src/ wraps in the route's strategy
 * (src/shared/grant-route.ts). Every login type ends with the GrantResult that call answered.
 */
import type { CompositeStepResult } from '../../schemas/composite-step.schema';
import {
  CHAIN_AHEAD_REFUSALS,
  CHAIN_START_REFUSALS,
  type ChainStartRefusal,
  chainStartRefusal,
} from './chain-step';
import type { ChainStepGrant, GrantResult } from './grant.schema';
import { notProvided } from './not-provided';
import type { PendingBindingRef } from './pending-binding';
import { refusalReader } from './refusal-reader';

export type GrantRoute =
  /** The tenant's own grant of the login type (rest_token, the directory's, login_…). */
  | { kind: 'plain' }
  /** Checked across the instance's tenants (authenticate/global/login): a token, or a tenant to choose. */
  | { kind: 'instanceWide' }
  /** A composite chain's first step, its chain not started yet (issue 15): `prepareGrant` starts it. */
  | { kind: 'chainStart' }
  /** A chain's step: the call sends the chain's code as `authCode` and answers the step's result. */
  | { kind: 'chainStep'; code: string; first: boolean }
  /** The sign-in links the binding (authenticate/{adapter}/login_binding, the plugin's bind_user). */
  | { kind: 'bind'; binding: PendingBindingRef };

export const PLAIN_GRANT: GrantRoute = { kind: 'plain' };

/** The route asks for a call before the proof goes out: a chain's first step starts its chain, once. */
export const grantNeedsPreparing = (route: GrantRoute): boolean => route.kind === 'chainStart';

/** What `prepareGrant` is given: the route, and the adapter and tenant the login signs in through. */
export type GrantPreparation = { route: GrantRoute; enterpriseAuthId: string; enterpriseId: string };

/** What a login asks `prepareGrant`: its route as it stands, and where it signs in. */
export const preparationOf = (login: {
  grant: GrantRoute;
  enterpriseAuthId: string;
  enterpriseId: string;
}): GrantPreparation => ({
  route: login.grant,
  enterpriseAuthId: login.enterpriseAuthId,
  enterpriseId: login.enterpriseId,
});

/** Makes the route ready (src/ starts the chain): the route the login's tries then carry. */
export const prepareGrantActor = notProvided<GrantRoute, GrantPreparation>('prepareGrant');

/**
 * The step's hand-over to the chain: its answer and the code it sent; the first step's names the chain's adapter
 * too, so `/compositeLogin` starts a new entry with it.
 */
export const chainStepGrant = (
  route: Extract<GrantRoute, { kind: 'chainStep' }>,
  enterpriseAuthId: string,
  step: CompositeStepResult,
): ChainStepGrant => ({
  kind: 'chainStep',
  handover: route.first
    ? { code: route.code, step, first: true, enterpriseAuthId }
    : { code: route.code, step },
});

/** The refusals of `prepareGrant` a login's form says: a chain that could not start. */
export const PREPARATION_REFUSALS = CHAIN_START_REFUSALS;

/** Why `prepareGrant` could not start the chain, as the login's form says it; null for the app's errors. */
export const preparationRefusal: (error: unknown) => ChainStartRefusal | null = chainStartRefusal;

/** The code a route's call sends as `authCode`: a chain step's, else none. */
export const chainCodeOf = (route: GrantRoute): string | null =>
  route.kind === 'chainStep' ? route.code : null;

/**
 * The refusals of a route a login that leaves the page says before it leaves: its preparation's, and those of
 * its call ahead of the proof (a plugin's trace for a chain's step). Each ends the login: it starts over.
 */
export const ROUTE_REFUSALS = { ...CHAIN_START_REFUSALS, ...CHAIN_AHEAD_REFUSALS } as const;
export type RouteRefusal = keyof typeof ROUTE_REFUSALS;
export const routeRefusal: (error: unknown) => RouteRefusal | null = refusalReader({}, ROUTE_REFUSALS);

/**
 * A binding the server will not make (SPEC 8 bind errors): the cases of the grant's 400 `error_description`, by
 * the name the login's form says each with.
 */
export const GRANT_ERROR_CASES = {
  binding_invalid: 'bindingInvalid',
  openid_bound: 'openidBound',
  username_bound: 'usernameBound',
} as const;

/** Every refusal of a route a login's form says. */
export type GrantRefusal = ChainStartRefusal | (typeof GRANT_ERROR_CASES)[keyof typeof GRANT_ERROR_CASES];

/**
 * Where a login has no grant to end with (it signed in without an answer): a bug, which the running flow
 * reports as a login type that broke.
 */
export function grantedOf(granted: GrantResult | null): GrantResult {
  if (!granted) throw new Error('The login ended without a grant');
  return granted;
}

/** The token a login type signed in with, granted through its adapter (the session's `authType`). */
export const tokenGrantOf = (accessToken: string | null, authType: string): GrantResult =>
  grantedOf(accessToken ? { kind: 'token', accessToken, authType } : null);
