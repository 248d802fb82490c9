/**
 * A composite chain's login steps (issue 15; SPEC 2 `/compositeLogin`, 3 composite data, 4 Composite
 * authentication, 8 Composite). The step that led here hands its answer over (on a reload, the tab's entry is
 * read instead); the entry is kept, and the page shows the step the server waits for: a login type's form, preset
 * to the chain's user, whose call carries the chain's code; a plugin source, left for with the code; or, after a
 * refusal of a right credential, the same step again. Once the login steps are passed the code is exchanged for
 * the token (`validate_auth_code`); factor steps to follow are `/second/auth`'s, their entry kept. A chain
 * expired, tampered with, ended by the server, or waiting for a step this page cannot show is dropped, and the
 * login comes back after 2 s. The server keeps the cursor: nothing stored here can skip a step (C7).
 * Route: `/compositeLogin`, every state.
 */
import { assign } from 'xstate';
import { CHAIN_STEP_SECONDS, COMPOSITE_REFUSALS, type CompositeToken } from '../../schemas/composite.schema';
import { CHAIN_STEP_KEYS, type ChainStepKey, keptOf, merge } from './chain-entry';
import type { LoginTypeOutput } from '../shared/login-type';
import { type Context, chainSetup, stepInput } from './composite-chain.setup';
import { present } from '../shared/present';

export type { CompositeChainEvent } from './composite-chain.setup';

/** Keeps the chain as the context holds it: each passed step gives it another life. */
const keepEntry = {
  type: 'keepChain',
  params: ({ context }: { context: Context }) => ({
    entry: present(context.entry, "the chain's step"),
    expiresIn: CHAIN_STEP_SECONDS,
  }),
} as const;
const drop = (reason: NonNullable<Context['reason']>) => ({ type: 'drop', params: reason }) as const;
// Given up by the user (重新登录): the chain is cleared and the login comes back at once.
const restart = { target: '#compositeChain.done', actions: 'clearChain' } as const;
const signedIn = {
  type: 'signedIn',
  params: ({ context, event }: { context: Context; event: { output: CompositeToken } }) => ({
    accessToken: event.output.accessToken,
    authType: context.entry?.enterpriseAuthId ?? '',
  }),
} as const;
const reportError = {
  type: 'reportError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

// Every login type ends with a LoginTypeOutput (machines/shared/login-type.ts), a chain's step with its answer.
const outputOf = ({ event }: { event: { output: LoginTypeOutput } }) => ({ output: event.output });

/** The child that runs `key`, under its own id: one of the step's login types, as XState types an invoke. */
type StepChild = { [K in ChainStepKey]: { id: K; src: K } }[ChainStepKey];
const childOf = (key: ChainStepKey) => ({ id: key, src: key }) as StepChild;

/** A login step: its login type's code made ready, then the login type run for the chain. */
const stepState = (key: ChainStepKey) =>
  chainSetup.createStateConfig({
    initial: 'preparing',
    states: {
      preparing: {
        tags: ['busy'],
        invoke: {
          id: `prepare:${key}` as const,
          src: 'prepareLoginType',
          input: key,
          onDone: 'running',
          onError: { target: '#compositeChain.failed', actions: reportError },
        },
      },
      running: {
        invoke: {
          ...childOf(key),
          input: ({ context }) => stepInput(context, key),
          onDone: [
            {
              guard: { type: 'handsOver', params: outputOf },
              target: '#compositeChain.keeping',
              actions: { type: 'holdHandover', params: outputOf },
            },
            // A token that passed by the chain: the server refuses those, so the chain is not what it was.
            { target: '#compositeChain.dropped', actions: drop('chainInvalid') },
          ],
          // A login type that breaks is a bug: the page offers to try again.
          onError: { target: '#compositeChain.failed', actions: reportError },
        },
      },
    },
  });

export const compositeChainMachine = chainSetup.createMachine({
  id: 'compositeChain',
  context: ({ input }) => ({ ...input, entry: null, last: null, refusal: null, reason: null, outcome: null }),
  initial: 'reading',
  states: {
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'readChain',
        src: 'readChain',
        onDone: [
          {
            guard: 'hasHandover',
            target: 'keeping',
            actions: assign({ entry: ({ event }) => event.output.entry && keptOf(event.output.entry) }),
          },
          {
            guard: { type: 'tampered', params: ({ event }) => event.output },
            target: 'dropped',
            actions: drop('tampered'),
          },
          {
            guard: { type: 'live', params: ({ event }) => event.output },
            target: 'routing',
            actions: assign({ entry: ({ event }) => event.output.entry && keptOf(event.output.entry) }),
          },
          // None, or expired: session storage is the tab's, so another tab's chain reads as none.
          { target: 'dropped', actions: drop('stale') },
        ],
        onError: { target: 'failed', actions: reportError },
      },
    },
    // A step's hand-over: the first step's starts a new entry, a later one's must be the stored chain's.
    keeping: {
      always: [
        { guard: 'unmerged', target: 'dropped', actions: drop('chainInvalid') },
        {
          guard: 'passed',
          target: 'routing',
          actions: [
            assign(({ context }) => ({
              entry: context.handover && merge(context.entry, context.handover),
              last: context.handover?.step ?? null,
              handover: null,
            })),
            keepEntry,
          ],
        },
        // A refused step moved nothing (C4): nothing to keep.
        {
          target: 'routing',
          actions: assign(({ context }) => ({ last: context.handover?.step ?? null, handover: null })),
        },
      ],
    },
    routing: {
      always: [
        {
          guard: { type: 'verdict', params: { is: 'refused' } },
          target: 'refused',
          actions: assign({
            refusal: ({ context }) => context.last?.message ?? COMPOSITE_REFUSALS.authFailed,
          }),
        },
        {
          guard: { type: 'verdict', params: { is: 'broken' } },
          target: 'dropped',
          actions: drop('chainInvalid'),
        },
        { guard: { type: 'verdict', params: { is: 'done' } }, target: 'validating' },
        // The chain's token was issued and owes factor steps (Back or an address from `/second/auth`): this page
        // has no step of it left to show.
        { guard: 'owesFactors', target: 'dropped', actions: drop('chainInvalid') },
        ...CHAIN_STEP_KEYS.map((key) => ({
          guard: { type: 'nextIs' as const, params: { kind: 'login' as const, key } },
          target: `step.${key}`,
        })),
        { guard: { type: 'nextIs', params: { kind: 'plugin' } }, target: 'thirdParty' },
        { target: 'dropped', actions: drop('unknownMethod') },
      ],
    },
    step: {
      // Routing always names the step; XState wants an initial one all the same.
      initial: CHAIN_STEP_KEYS[0],
      on: { 'chain.restart': restart },
      states: Object.fromEntries(CHAIN_STEP_KEYS.map((key) => [key, stepState(key)])),
    },
    // The chain waits for a plugin source: the page names it and leaves for it on the user's word.
    thirdParty: {
      on: {
        'step.go': {
          target: 'done',
          actions: assign({
            outcome: ({ context }) => ({
              kind: 'plugin' as const,
              pluginId: context.entry?.nextAuth?.authType ?? '',
              chainCode: context.entry?.code ?? '',
            }),
          }),
        },
        'chain.restart': restart,
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validateAuthCode',
        src: 'validateAuthCode',
        input: ({ context }) => ({
          authCode: context.entry?.code ?? '',
          _enterprise_id: context.enterpriseId,
        }),
        onDone: [
          // Factor steps follow (C1, C2): `/second/auth` reads the twoFactor entry. Else the chain is over.
          { guard: 'owesFactors', target: 'done', actions: [keepEntry, signedIn] },
          { target: 'done', actions: ['clearChain', signedIn] },
        ],
        onError: [
          {
            guard: { type: 'refusedByServer', params: ({ event }) => ({ error: event.error }) },
            target: 'dropped',
            actions: drop('chainInvalid'),
          },
          { target: 'failed' },
        ],
      },
    },
    // SPEC 8 Composite: the headline and the reason; the same step again on the user's word.
    refused: {
      on: {
        'step.retry': { target: 'routing', actions: assign({ last: null, refusal: null }) },
        'chain.restart': restart,
      },
    },
    failed: { on: { 'chain.retry': 'reading', 'chain.restart': restart } },
    dropped: {
      entry: 'clearChain',
      after: { failureReturn: 'done' },
      on: { 'chain.restart': 'done' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'back' },
});
