/**
 * The SMS login's types, rules and named effects (its machine: sms-login.machine.ts), apart so the sending and
 * typing regions can live in their own files (sender.state.ts, form.state.ts) with `createStateConfig`.
 */
import { assign, raise, setup } from 'xstate';
import type { Captcha } from '../../schemas/password-login.schema';
import {
  type SmsCodeSent,
  type SmsLoginInfo,
  type SmsLoginInfoQuery,
  type SmsLoginRequest,
  type SmsSendCodeRequest,
} from '../../schemas/sms-login.schema';
import {
  type GrantRoute,
  grantedOf,
  grantNeedsPreparing,
  preparationRefusal,
  prepareGrantActor,
} from '../shared/grant';
import type { GrantResult } from '../shared/grant.schema';
import type { LoginTypeInput } from '../shared/login-type';
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

/** What `login_` is sent: the form, and the route its grant takes (machines/shared/grant.ts), which src/ reads. */
export type SmsGrantRequest = { login: SmsLoginRequest; grant: GrantRoute };

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
  /** What the code was granted: the login's end. */
  granted: GrantResult | null;
};

/** How the login ends: what its code was granted. */
export const outputOf = (context: SmsLoginContext): GrantResult => grantedOf(context.granted);

export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * A refused call says why; anything else is the app's to report (SPEC 8: the generic exception). The grant's
 * preparation is refused with its own refusals only (`isPreparationRefusal`).
 */
export const refusedOr = (target: string, refusal: 'isRefusal' | 'isPreparationRefusal' = 'isRefusal') =>
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
    output: {} as GrantResult,
  },
  actors: {
    smsLoginInfo: notProvided<SmsLoginInfo, SmsLoginInfoQuery>('smsLoginInfo'),
    captcha: notProvided<Captcha>('captcha'),
    smsSendCode: notProvided<SmsCodeSent, SmsSendCodeRequest>('smsSendCode'),
    smsLogin: notProvided<GrantResult, SmsGrantRequest>('smsLogin'),
    prepareGrant: prepareGrantActor,
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: smsLoginRefusal(error) })),
    keepGrant: assign((_, granted: GrantResult) => ({ granted })),
    spendCaptcha: raise({ type: 'captcha.spent' }),
    countDown: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
    endCountdown: assign({ resendIn: 0 }),
  },
  guards: {
    asksCaptcha: ({ context }) => context.showCaptcha,
    canSend: ({ context, event }) => event.type === 'code.send' && noErrors(sendErrors(context, event)),
    canSubmit: ({ event }) => event.type === 'sms.submit' && noErrors(submitErrors(event)),
    ...COUNTDOWN_GUARDS,
    needsPreparing: ({ context }) => grantNeedsPreparing(context.grant),
    isRefusal: (_, { error }: { error: unknown }) => smsLoginRefusal(error) !== null,
    isPreparationRefusal: (_, { error }: { error: unknown }) => preparationRefusal(error) !== null,
    isTooSoon: (_, { error }: { error: unknown }) => smsLoginRefusal(error) === 'resendTooSoon',
  },
  delays: COUNTDOWN_DELAYS,
});
