/**
 * The composite chain's types, rules and named effects (its machine: composite-chain.machine.ts), apart so the
 * machine's states stay one screen of reading.
 */
import { assign, setup } from 'xstate';
import { apiFailureOf } from '../../schemas/api-failure';
import {
  type CompositeHandover,
  type CompositeStepResult,
  type CompositeToken,
  type CompositeValidateRequest,
} from '../../schemas/composite.schema';
import { ADAPTERS, DELAYS } from '../../schemas/spec-constants';
import type { LoginTypeInput, LoginTypeOutput } from '../shared/login-type';
import { notProvided } from '../shared/not-provided';
import { LOGIN_TYPES, type LoginTypeKey } from '../sign-in/login-types';
import {
  type ChainNext,
  type ChainStepKey,
  type KeptChain,
  type StepVerdict,
  fresh,
  merge,
  nextOf,
  verdictOf,
} from './chain-entry';
import type {
  ChainRead,
  CompositeChainInput,
  CompositeChainOutput,
  DropReason,
} from './composite-chain.schema';

export type CompositeChainEvent =
  // Leave for the plugin source the chain waits for; show the refused step again.
  | { type: 'step.go' }
  | { type: 'step.retry' }
  // After a failure: try again, or give the chain up (as from any step: 重新登录).
  | { type: 'chain.retry' }
  | { type: 'chain.restart' };

export type Context = CompositeChainInput & {
  /** The tab's chain, as last read or kept. */
  entry: KeptChain | null;
  /** The latest step's answer, until the page has acted on it. */
  last: CompositeStepResult | null;
  /** What `refused` shows: a COMPOSITE_REFUSALS code. */
  refusal: string | null;
  reason: DropReason | null;
  outcome: CompositeChainOutput | null;
};

export const handoverOf = (output: LoginTypeOutput): CompositeHandover | null =>
  output.kind === 'chainStep' ? output.handover : null;
const nextOfContext = (context: Context): ChainNext =>
  context.entry
    ? nextOf(
        context.entry,
        context.plugins.map((plugin) => plugin.enterpriseAuthId),
      )
    : { kind: 'unknown' };

/** What a step's login type is given: the tenant's, the chain's code, and the chain's user preset. */
export const stepInput = (context: Context, key: ChainStepKey): LoginTypeInput => ({
  enterpriseAuthId: key,
  sm2Key: context.sm2Key,
  clientId: context.clientId,
  enterpriseId: context.enterpriseId,
  presetUsername: context.entry?.userInfo?.username ?? null,
  mobile: context.mobile,
  loginContext: context.loginContext,
  grant: context.entry?.code
    ? { kind: 'chainStep', code: context.entry.code, first: false }
    : { kind: 'chainStart' },
});

export const chainSetup = setup({
  types: {
    input: {} as CompositeChainInput,
    context: {} as Context,
    events: {} as CompositeChainEvent,
    output: {} as CompositeChainOutput,
    // Each step runs under its login type's key, as on `/login`, so the view finds its form by it.
    children: {} as { [K in ChainStepKey]: K } & {
      [K in ChainStepKey as `prepare:${K}`]: 'prepareLoginType';
    } & { readChain: 'readChain'; validateAuthCode: 'validateAuthCode' },
  },
  actors: {
    [ADAPTERS.password]: LOGIN_TYPES[ADAPTERS.password],
    [ADAPTERS.ldap]: LOGIN_TYPES[ADAPTERS.ldap],
    [ADAPTERS.mobilePhoneToken]: LOGIN_TYPES[ADAPTERS.mobilePhoneToken],
    /** src/ reads SESSION_KEYS.compositeData, parsed as CompositeEntry, and the clock. */
    readChain: notProvided<ChainRead>('readChain'),
    validateAuthCode: notProvided<CompositeToken, CompositeValidateRequest>('validateAuthCode'),
    /** Makes a login type's code ready (downloads it, for a type not in the first download). */
    prepareLoginType: notProvided<undefined, LoginTypeKey>('prepareLoginType'),
  },
  actions: {
    /** src/ stores the entry, its `expiresAt` stamped `expiresIn` seconds from now. */
    keepChain: (_, _params: { entry: KeptChain; expiresIn: number }) => {},
    clearChain: () => {},
    reportError: (_, _params: { error: unknown }) => {},
    /** A step's hand-over, kept until `keeping` has taken it. */
    holdHandover: assign((_, { output }: { output: LoginTypeOutput }) => ({ handover: handoverOf(output) })),
    drop: assign((_, reason: DropReason) => ({ reason })),
    signedIn: assign((_, { accessToken, authType }: { accessToken: string; authType: string }) => ({
      outcome: { kind: 'token' as const, accessToken, authType },
    })),
  },
  guards: {
    hasHandover: ({ context }) => context.handover !== null,
    tampered: (_, read: ChainRead) => read.tampered,
    live: (_, read: ChainRead) => read.entry !== null && fresh(read.entry, read.now),
    unmerged: ({ context }) => !context.handover || !merge(context.entry, context.handover),
    passed: ({ context }) => context.handover?.step.auth === true,
    verdict: ({ context }, { is }: { is: StepVerdict }) => !!context.last && verdictOf(context.last) === is,
    nextIs: ({ context }, want: { kind: ChainNext['kind']; key?: ChainStepKey }) => {
      const next = nextOfContext(context);
      return next.kind === want.kind && (next.kind !== 'login' || next.key === want.key);
    },
    handsOver: (_, { output }: { output: LoginTypeOutput }) => handoverOf(output) !== null,
    // The server answered: the chain is over (a network failure may be tried again).
    refusedByServer: (_, { error }: { error: unknown }) => apiFailureOf(error)?.kind === 'response',
    owesFactors: ({ context }) => context.entry?.type === 'twoFactor',
  },
  delays: { failureReturn: DELAYS.failureReturn },
});
