/**
 * The SMS login's types, rules and named effects (its machine: sms-login.machine.ts), apart so the sending
 * region can live in its own file (sender.state.ts) with `createStateConfig`.
 */
import { assign, raise, setup } from 'xstate';
import type { Captcha } from '../../schemas/password-login.schema';
import {
  type SmsCodeSent,
  type SmsLoggedIn,
  type SmsLoginInfo,
  type SmsLoginInfoQuery,
  type SmsLoginRequest,
  type SmsSendCodeRequest,
} from '../../schemas/sms-login.schema';
import type { LoginTypeInput, LoginTypeOutput } from '../shared/login-type';
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
  accessToken: string | null;
};

export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A refused call says why; anything else is the app's to report (SPEC 8: the generic exception). */
export const refusedOr = (target: string) =>
  [
    {
      guard: { type: 'isRefusal', params: errorOf },
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
    smsLogin: notProvided<SmsLoggedIn, SmsLoginRequest>('smsLogin'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: smsLoginRefusal(error) })),
    spendCaptcha: raise({ type: 'captcha.spent' }),
    countDown: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
    endCountdown: assign({ resendIn: 0 }),
  },
  guards: {
    asksCaptcha: ({ context }) => context.showCaptcha,
    canSend: ({ context, event }) => event.type === 'code.send' && noErrors(sendErrors(context, event)),
    canSubmit: ({ event }) => event.type === 'sms.submit' && noErrors(submitErrors(event)),
    ...COUNTDOWN_GUARDS,
    isRefusal: (_, { error }: { error: unknown }) => smsLoginRefusal(error) !== null,
    isTooSoon: (_, { error }: { error: unknown }) => smsLoginRefusal(error) === 'resendTooSoon',
  },
  delays: COUNTDOWN_DELAYS,
});
