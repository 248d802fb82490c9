import * as z from 'zod/mini';
import { CompositeHandover } from '../../schemas/composite-step.schema';
import { ThirdPartyKind } from '../../schemas/third-party-sources';

/**
 * What a login's proof was granted (issue 44): a session's token, a binding to make, a tenant to choose, or a
 * composite chain's step. Every flow that proves who the person is ends with one; what comes next is
 * stepForGrant's to decide (machines/shared/flow-steps.ts), not the login's.
 */

const NonEmpty = z.string().check(z.minLength(1));

export const TokenGrant = z.object({
  kind: z.literal('token'),
  accessToken: NonEmpty,
  /** The adapter the token came through: the session's authType. */
  authType: NonEmpty,
  /** The token's tenant, when the login was across tenants: the page boots it. */
  enterpriseId: z.optional(NonEmpty),
});

/** A source vouched for someone not yet linked to a local account: the binding page links one. */
export const BindingGrant = z.object({ kind: z.literal('binding'), adapter: ThirdPartyKind, uuid: NonEmpty });

/** The password is right in several tenants: the user chooses one (`/enterpriseSelect`). */
export const TenantChoiceGrant = z.object({ kind: z.literal('tenantChoice'), ticket: NonEmpty });

/** The login was a composite chain's step: the chain goes on at `/compositeLogin` with its answer (issue 15). */
export const ChainStepGrant = z.object({ kind: z.literal('chainStep'), handover: CompositeHandover });

/** The grant's kinds, for a flow's output that adds its own ends to them (sign-in's). */
export const GRANT_RESULTS = [TokenGrant, BindingGrant, TenantChoiceGrant, ChainStepGrant] as const;

export const GrantResult = z.discriminatedUnion('kind', GRANT_RESULTS);
export type GrantResult = z.infer<typeof GrantResult>;
export type TokenGrant = z.infer<typeof TokenGrant>;
export type ChainStepGrant = z.infer<typeof ChainStepGrant>;
