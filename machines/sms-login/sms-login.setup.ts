/**
 * The SMS login's types, rules and named effects (its machine: sms-login.machine.ts), apart so the sending and
 * typing regions can live in their own files (sender.state.ts, form.state.ts) with `createStateConfig`.
 */
import { assign, raise, setup } from 'xstate';
import type { CompositeStepResult } from '../../schemas/composite-step.schema';
import type { Captcha } from '../../schemas/password-login.schema';
import {
  type SmsCodeSent,
  type SmsLoggedIn,
  type SmsLoginInfo,
  type SmsLoginInfoQuery,
  type SmsLoginRequest,
  type SmsSendCodeRequest,
} from '../../schemas/sms-login.schema';
import {
  chainCodeOf,
  chainHandover,
  chainStartRefusal,
  startChainActor,
  startsChain,
} from '../shared/chain-step';
import type { ChainStepOutput, LoginTypeInput, LoginTypeOutput, TokenOutput } from '../shared/login-type';
import { COUNTDOWN_DELAYS, COUNTDOWN_GUARDS } from '../shared/countdown';
import { notProvided } from '../shared/not-provided';
import {
  type FieldErrors,
  type PhoneNumber,
  type SmsLoginField,
  noErrors,
  sendErrors,
  submitErrors,
} from './sms-login-fields';
import { type SmsLoginRefusal, smsLoginRefusal } from './sms-login-refusal';

export type { SmsFieldError, SmsLoginField } from './sms-login-fields';

export type SmsLoginEvent =
  | ({ type: 'code.send'; captcha: string } & PhoneNumber)
  | ({ type: 'sms.submit'; code: string } & PhoneNumber)
  | { type: 'captcha.refresh' }
  | { type: 'field.edit'; field: SmsLoginField }
  | { type: 'info.retry' }
  // Raised by a send: its captcha is spent.
  | { type: 'captcha.spent' };

/**
 * What `login_` answered: the token, or, for a call that carried a chain's code (src/ reads it with stepOnly),
 * the step's answer (SPEC 3 Composite callback result).
 */
export type SmsLoginDone = SmsLoggedIn | { step: CompositeStepResult };

export type SmsLoginContext = LoginTypeInput & {
  showCaptcha: boolean;
  captcha: Captcha | null;
  /** Seconds until another code may be sent; counted down once a second. */
  resendIn: number;
  /** How long the code sent lives, in minutes; null before one is sent. */
  validMinutes: number | null;
  errors: FieldErrors;
  refusal: SmsLoginRefusal | null;
  send: SmsSendCodeRequest | null;
  login: SmsLoginRequest | null;
  /** The code of the chain this run started as its first step: a refused login's next try sends it again. */
  startedChain: string | null;
  outcome: TokenOutput | ChainStepOutput | null;
};

/** The code `login_` carries as `authCode`: the chain's (input or started here), else null. */
export const authCodeOf = (context: SmsLoginContext) => chainCodeOf(context, context.startedChain);

/** What the login ends with: a chain's step hands its answer over with the code it sent; else the token. */
const outcomeOf = (context: SmsLoginContext, done: SmsLoginDone): TokenOutput | ChainStepOutput =>
  'step' in done
    ? // A step answers only a call that carried the code (stepOnly), so there is one.
      chainHandover(context, context.startedChain, done.step)
    : { accessToken: done.access_token };

export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * A refused call says why; anything else is the app's to report (SPEC 8: the generic exception). A chain's
 * start is refused with its own refusals only (`isChainRefusal`).
 */
export const refusedOr = (target: string, refusal: 'isRefusal' | 'isChainRefusal' = 'isRefusal') =>
  [
    {
      guard: { type: refusal, params: errorOf },
      target,
      actions: { type: 'keepRefusal', params: errorOf },
    },
    { target, actions: { type: 'reportError', params: errorOf } },
  ] as const;

export const smsLoginSetup = setup({
  types: {
    input: {} as LoginTypeInput,
    context: {} as SmsLoginContext,
    events: {} as SmsLoginEvent,
    output: {} as LoginTypeOutput,
  },
  actors: {
    smsLoginInfo: notProvided<SmsLoginInfo, SmsLoginInfoQuery>('smsLoginInfo'),
    captcha: notProvided<Captcha>('captcha'),
    smsSendCode: notProvided<SmsCodeSent, SmsSendCodeRequest>('smsSendCode'),
    smsLogin: notProvided<SmsLoginDone, SmsLoginRequest>('smsLogin'),
    startChain: startChainActor,
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: smsLoginRefusal(error) })),
    keepOutcome: assign(({ context }, done: SmsLoginDone) => ({ outcome: outcomeOf(context, done) })),
    spendCaptcha: raise({ type: 'captcha.spent' }),
    countDown: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
    endCountdown: assign({ resendIn: 0 }),
  },
  guards: {
    asksCaptcha: ({ context }) => context.showCaptcha,
    canSend: ({ context, event }) => event.type === 'code.send' && noErrors(sendErrors(context, event)),
    canSubmit: ({ event }) => event.type === 'sms.submit' && noErrors(submitErrors(event)),
    ...COUNTDOWN_GUARDS,
    startsChain: ({ context }) => startsChain(context, context.startedChain),
    isRefusal: (_, { error }: { error: unknown }) => smsLoginRefusal(error) !== null,
    isChainRefusal: (_, { error }: { error: unknown }) => chainStartRefusal(error) !== null,
    isTooSoon: (_, { error }: { error: unknown }) => smsLoginRefusal(error) === 'resendTooSoon',
  },
  delays: COUNTDOWN_DELAYS,
});
