/**
 * Choosing a tenant (SPEC 2 `/enterpriseSelect`; issue 14's `authenticate/global/login`): the instance-wide
 * password was right in several tenants. The choice is read again with its ticket (so a reload keeps it), each
 * tenant shown by its enterprise and idp4_info answers; the one chosen is redeemed with the ticket for that
 * tenant's token. A tenant that refuses the account (barred, locked, a device required) says why, and another
 * can be chosen; a ticket that no longer holds sends the user back to sign in again, and going back gives the
 * ticket up, whether by the page's own button or by leaving the page (Back, another route) while it holds the
 * ticket.
 * Route: `/enterpriseSelect?ticket`, every state.
 */
import { assign, setup } from 'xstate';
import type { GlobalToken } from '../../schemas/global-login.schema';
import { notProvided, notProvidedListener } from '../shared/not-provided';
import { type TenantChoiceProblem, choiceInvalid, tenantChoiceProblem } from './tenant-choice-problem';
import type { HeldChoice, TenantCard, TenantSelectInput, TenantSelectOutput } from './tenant-select.schema';

export type TenantSelectEvent =
  { type: 'tenant.choose'; enterpriseId: string } | { type: 'choice.retry' } | { type: 'choice.back' };

type TenantSelectContext = TenantSelectInput & {
  tenants: TenantCard[];
  /** The tenant being redeemed, or the last one that refused. */
  chosen: string | null;
  problem: TenantChoiceProblem | null;
  accessToken: string | null;
  /** The tenant the token was issued in. */
  tokenTenant: string | null;
  /** The ticket no longer holds. */
  expired: boolean;
};

/** The ticket held by the page while it loads, fails to load or offers the choice (tenantSelectMachine's holdChoice). */
const holding = {
  id: 'holdChoice',
  src: 'holdChoice',
  input: ({ context, self }: { context: TenantSelectContext; self: HeldChoice['flow'] }) => ({
    ticket: context.ticket,
    clientId: context.clientId,
    flow: self,
  }),
  // A hold that breaks is src/'s bug, told to the app; the choice goes on.
  onError: { actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event } },
} as const;

export const tenantSelectMachine = setup({
  types: {
    input: {} as TenantSelectInput,
    context: {} as TenantSelectContext,
    events: {} as TenantSelectEvent,
    output: {} as TenantSelectOutput,
  },
  actors: {
    loadChoice: notProvided<TenantCard[], TenantSelectInput>('loadChoice'),
    cancelChoice: notProvided<undefined, TenantSelectInput>('cancelChoice'),
    // While the page holds the ticket: src/ gives it up if the flow is stopped from outside (the page left).
    holdChoice: notProvidedListener<HeldChoice>('holdChoice'),
    redeem: notProvided<
      Pick<GlobalToken, 'access_token' | 'enterprise_id'>,
      TenantSelectInput & { enterpriseId: string }
    >('redeem'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isChoiceInvalid: (_, { error }: { error: unknown }) => choiceInvalid(error),
    isTenantRefusal: (_, { error }: { error: unknown }) => tenantChoiceProblem(error) !== null,
    // Only a tenant of the choice can be chosen (the buttons offer no other).
    isOffered: ({ context }, { enterpriseId }: { enterpriseId: string }) =>
      context.tenants.some((tenant) => tenant.enterpriseId === enterpriseId),
  },
}).createMachine({
  id: 'tenantSelect',
  context: ({ input }) => ({
    ...input,
    tenants: [],
    chosen: null,
    problem: null,
    accessToken: null,
    tokenTenant: null,
    expired: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: [
        holding,
        {
          id: 'loadChoice',
          src: 'loadChoice',
          input: ({ context }) => ({ ticket: context.ticket, clientId: context.clientId }),
          onDone: { target: 'choosing', actions: assign({ tenants: ({ event }) => event.output }) },
          onError: [
            { guard: { type: 'isChoiceInvalid', params: ({ event }) => event }, target: 'expired' },
            { target: 'loadFailed', actions: { type: 'reportError', params: ({ event }) => event } },
          ],
        },
      ],
    },
    // The tenants could not be shown (a lost connection): try again, or sign in again.
    loadFailed: {
      invoke: holding,
      on: { 'choice.retry': 'loading', 'choice.back': 'leaving' },
    },
    choosing: {
      invoke: holding,
      on: {
        'tenant.choose': {
          guard: { type: 'isOffered', params: ({ event }) => event },
          target: 'redeeming',
          actions: assign({ chosen: ({ event }) => event.enterpriseId, problem: null }),
        },
        'choice.back': 'leaving',
      },
    },
    // The user goes back: the ticket is given up first, so no one at this browser can take the choice up later
    // (Back, within its minutes). Without an answer it still ends by itself then: the user is not held.
    leaving: {
      tags: ['busy'],
      invoke: {
        id: 'cancelChoice',
        src: 'cancelChoice',
        input: ({ context }) => ({ ticket: context.ticket, clientId: context.clientId }),
        onDone: 'left',
        onError: 'left',
      },
    },
    redeeming: {
      tags: ['busy'],
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => ({
          ticket: context.ticket,
          clientId: context.clientId,
          enterpriseId: context.chosen ?? '',
        }),
        onDone: {
          target: 'signedIn',
          actions: assign({
            accessToken: ({ event }) => event.output.access_token,
            tokenTenant: ({ event }) => event.output.enterprise_id ?? null,
          }),
        },
        onError: [
          { guard: { type: 'isChoiceInvalid', params: ({ event }) => event }, target: 'expired' },
          {
            guard: { type: 'isTenantRefusal', params: ({ event }) => event },
            target: 'choosing',
            actions: assign({ problem: ({ event }) => tenantChoiceProblem(event.error) }),
          },
          // No answer: reported; the choice stays, to be made again.
          { target: 'choosing', actions: { type: 'reportError', params: ({ event }) => event } },
        ],
      },
    },
    signedIn: { type: 'final' },
    expired: { type: 'final', entry: assign({ expired: true }) },
    left: { type: 'final' },
  },
  output: ({ context }) =>
    context.accessToken
      ? {
          kind: 'token',
          accessToken: context.accessToken,
          ...(context.tokenTenant ? { enterpriseId: context.tokenTenant } : {}),
        }
      : { kind: 'back', expired: context.expired },
});
