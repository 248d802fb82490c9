/**
 * The second factor's types, rules and named effects (its machine: second-factor.machine.ts), apart so the
 * saving of a pass (saving.state.ts) can live in a file of its own.
 */
import { assign, setup } from 'xstate';
import type { ChainProgress } from '../../schemas/composite-step.schema';
import type { SaveResult, SaveResultRequest, SecondFactorSelect } from '../../schemas/second-factor.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { notProvided } from '../shared/not-provided';
import { adminCodeMachine } from './admin-code.machine';
import { type ChainRefusal, compositeRefusalIn } from './chain-refusal';
import { offlineDeviceMachine } from './offline-device.machine';
import { otpAppMachine } from './otp-app.machine';
import { otpResetMachine } from './otp-reset.machine';
import { type ChainStepPassed, MethodChoice, type SecondFactorOutput } from './second-factor.schema';
import { smsCodeMachine } from './sms-code.machine';

export type SecondFactorInput = {
  accessToken: string;
  /** The login is for a service provider's application (`SP_login=true`). */
  serviceProvider: boolean;
};
type WithToken = { accessToken: string };

export type SecondFactorEvent =
  | { type: 'method.choose'; method: string }
  | { type: 'login.back' }
  | { type: 'otp.reset' }
  | { type: 'reset.cancel' };

export type SecondFactorContext = SecondFactorInput & {
  select: SecondFactorSelect | null;
  method: MethodChoice | null;
  authCode: string | null;
  /**
   * A composite chain's factor step: which of how many, as `2factor/select` last said. Kept while the next
   * step loads, so the heading changes number rather than disappearing; null outside a chain.
   */
  progress: ChainProgress | null;
  /** Why the chain ended here: a code the view words. */
  refusal: ChainRefusal | null;
  outcome: SecondFactorOutput | null;
};

export const chosen = (event: SecondFactorEvent) =>
  event.type === 'method.choose' ? (MethodChoice.safeParse(event.method).data ?? null) : null;

export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const secondFactorSetup = setup({
  types: {
    input: {} as SecondFactorInput,
    context: {} as SecondFactorContext,
    events: {} as SecondFactorEvent,
    output: {} as SecondFactorOutput,
    // Each child by the id it runs under, so the page reads a method's actor typed (second-factor.view.tsx).
    children: {} as {
      secondFactorSelect: 'secondFactorSelect';
      saveResult: 'saveResult';
      otpApp: 'otpApp';
      smsCode: 'smsCode';
      adminCode: 'adminCode';
      offlineDevice: 'offlineDevice';
      otpReset: 'otpReset';
    },
  },
  actors: {
    secondFactorSelect: notProvided<SecondFactorSelect, WithToken>('secondFactorSelect'),
    saveResult: notProvided<SaveResult, WithToken & SaveResultRequest>('saveResult'),
    otpApp: otpAppMachine,
    smsCode: smsCodeMachine,
    adminCode: adminCodeMachine,
    offlineDevice: offlineDeviceMachine,
    otpReset: otpResetMachine,
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    /** src/ merges the step's answer into the tab's chain entry (SPEC 3 composite data), if it holds one. */
    chainStepPassed: (_, _params: ChainStepPassed) => {},
    /** src/ removes the tab's chain entry: the chain is over. */
    clearChain: () => {},
    holdRefusal: assign((_, { refusal }: { refusal: ChainRefusal }) => ({ refusal })),
  },
  guards: {
    hasMethods: (_, select: SecondFactorSelect) => select.methods.length > 0,
    isOffered: ({ context, event }) => {
      const method = chosen(event);
      return (
        method !== null && method !== context.method && context.select?.methods.includes(method) === true
      );
    },
    isMethod: ({ context }, { method }: { method: MethodChoice }) => context.method === method,
    // A lost app is reset by a text to the user's phone: only a bound app, and a phone to prove. Not in a
    // composite chain: the server binds no new app while a factor step is owed (C6), the old one would be lost.
    canReset: ({ context }) =>
      context.select?.hasCurrentDevice === true &&
      context.select.bindPhoneNumber &&
      context.select.composite === undefined,
    // SPEC 3 Composite callback result of a chain's factor step: refused, paid with steps to go, or the last.
    chainRefused: (_, result: SaveResult) => result.composite?.auth === false,
    stepPaid: (_, result: SaveResult) => result.composite?.auth === true && !result.composite.done,
    chainDone: (_, result: SaveResult) => result.composite?.auth === true && result.composite.done,
    isChainRefusal: (_, { error }: { error: unknown }) => compositeRefusalIn(error) !== null,
  },
  delays: {
    // SPEC section 9: success shows 1.5 s before the login goes on; a failure 2 s before the login page.
    successRedirect: DELAYS.successRedirect,
    failureReturn: DELAYS.failureReturn,
  },
});
