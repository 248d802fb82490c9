import * as z from 'zod/mini';
import type { Enterprise, IdpInfo } from '../../schemas/boot.schema';

/** One tenant the password is right in, as `/enterpriseSelect` shows it: its enterprise and idp4_info answers. */
export type TenantCard = Enterprise & { idpName: IdpInfo['idpName'] };

/** The choice's ticket, from the address, and the login page's client (every call of the login names it). */
export type TenantSelectInput = { ticket: string; clientId: string };

/**
 * The ticket while the page holds it, with the flow holding it: when the flow is found stopped (the app left the
 * page by Back or another route, not by one of the flow's own steps), src/ gives the ticket up.
 */
export type HeldChoice = TenantSelectInput & { flow: { getSnapshot: () => { status: string } } };

/**
 * How the choice ended: the chosen tenant's token; or back to the login (the user went back, or the ticket no
 * longer holds: a notice then says to sign in again).
 */
export const TenantSelectOutput = z.discriminatedUnion('kind', [
  // A token of another tenant than the default names it: the page boots it for what follows.
  z.object({
    kind: z.literal('token'),
    accessToken: z.string().check(z.minLength(1)),
    enterpriseId: z.optional(z.string().check(z.minLength(1))),
  }),
  z.object({ kind: z.literal('back'), expired: z.boolean() }),
]);
export type TenantSelectOutput = z.infer<typeof TenantSelectOutput>;
