/**
 * Password login (SPEC sections 4, 5, 8): the form on `/login` when the password tab is open.
 * The captcha-show call decides whether the captcha shows and whether auto-login is offered; the password is
 * SM2-encrypted before `rest_token`; every failure refreshes the captcha, and any answer saying the server now
 * wants one (a password or captcha failure) makes it appear. The lock dialog states the server's minutes left.
 * Ends with the access token; errors that are not the form's go to the orchestrator (`reportError`).
 */
import { assign, setup } from 'xstate';
import type { Sm2Key } from '../schemas/boot.schema';
import type { Captcha, CaptchaShow } from '../schemas/password-login.schema';
import { DEFAULT_LOCK_TIME_MINUTES } from '../schemas/spec-constants';
import { notProvided } from './not-provided';
import { type LoginErrorCode, bringsCaptcha, loginFailure } from './rest-token-error';

export type PasswordLoginInput = {
  sm2Key: Sm2Key | null;
  clientId: string;
  enterpriseId: string;
  /** The user an application's second-factor request names: the form signs in only this one. */
  presetUsername: string | null;
};

export type SignInRequest = {
  username: string;
  password: string;
  sm2Code: string;
  autoLogin: boolean;
  captchaCode: string | null;
  captchaText: string | null;
  clientId: string;
  enterpriseId: string;
};

type Submit = {
  type: 'form.submit';
  username: string;
  password: string;
  captchaText: string;
  autoLogin: boolean;
};
export type PasswordLoginEvent = Submit | { type: 'captcha.refresh' } | { type: 'dialog.close' };

type Context = PasswordLoginInput & {
  captchaRequired: boolean;
  captcha: Captcha | null;
  autoLoginOffered: boolean;
  /** The tenant's lock time (captcha-show). */
  lockTime: number;
  /** What the lock dialog states, set as it opens: the server's minutes left, else the tenant's lock time. */
  lockMinutes: number;
  error: { code: LoginErrorCode; count?: number } | null;
  dialog: 'locked' | 'deviceId' | null;
  /** The submitted form, held only while it is encrypted and sent. */
  pending: Submit | null;
  cipher: string | null;
  accessToken: string | null;
};

const blank = (value: string) => value.trim() === '';

export const passwordLoginMachine = setup({
  types: {
    input: {} as PasswordLoginInput,
    context: {} as Context,
    events: {} as PasswordLoginEvent,
    output: {} as { accessToken: string },
  },
  actors: {
    captchaShow: notProvided<CaptchaShow, { username: string }>('captchaShow'),
    captcha: notProvided<Captcha>('captcha'),
    encryptPassword: notProvided<string, { password: string; sm2Key: Sm2Key }>('encryptPassword'),
    restToken: notProvided<{ access_token: string }, SignInRequest>('restToken'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    fail: assign((_, params: { code: LoginErrorCode; count?: number }) => ({ error: params })),
  },
  guards: {
    usernameBlank: ({ event }) => event.type === 'form.submit' && blank(event.username),
    passwordEmpty: ({ event }) => event.type === 'form.submit' && event.password === '',
    captchaMissing: ({ context, event }) =>
      context.captchaRequired && event.type === 'form.submit' && blank(event.captchaText),
    noKey: ({ context }) => context.sm2Key === null,
    captchaRequired: ({ context }) => context.captchaRequired,
    isFormError: ({ event }) => 'error' in event && loginFailure(event.error).kind === 'message',
    isDialog: ({ event }) => 'error' in event && loginFailure(event.error).kind === 'dialog',
  },
}).createMachine({
  id: 'passwordLogin',
  context: ({ input }) => ({
    ...input,
    captchaRequired: false,
    captcha: null,
    autoLoginOffered: false,
    lockTime: DEFAULT_LOCK_TIME_MINUTES,
    lockMinutes: DEFAULT_LOCK_TIME_MINUTES,
    error: null,
    dialog: null,
    pending: null,
    cipher: null,
    accessToken: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'captchaShow',
        src: 'captchaShow',
        input: () => ({ username: '' }),
        onDone: {
          target: 'refreshing',
          actions: assign(({ event }) => ({
            captchaRequired: event.output.showCaptcha,
            autoLoginOffered: event.output.autoLogin,
            lockTime: event.output.lockTime,
          })),
        },
        onError: {
          target: 'editing',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // After a check or a failure: a fresh captcha when one is required, else straight back to the form.
    refreshing: {
      always: [{ guard: 'captchaRequired', target: 'loadingCaptcha' }, { target: 'editing' }],
    },
    loadingCaptcha: {
      invoke: {
        id: 'captcha',
        src: 'captcha',
        onDone: { target: 'editing', actions: assign({ captcha: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: [assign({ captcha: null }), { type: 'fail', params: { code: 'captchaUnavailable' } }],
        },
      },
    },
    editing: {
      on: {
        'form.submit': [
          { guard: 'usernameBlank', actions: { type: 'fail', params: { code: 'usernameRequired' } } },
          { guard: 'passwordEmpty', actions: { type: 'fail', params: { code: 'passwordRequired' } } },
          { guard: 'captchaMissing', actions: { type: 'fail', params: { code: 'captchaRequired' } } },
          { guard: 'noKey', actions: { type: 'fail', params: { code: 'keyUnavailable' } } },
          { target: 'encrypting', actions: assign({ error: null, pending: ({ event }) => event }) },
        ],
        'captcha.refresh': { target: 'loadingCaptcha' },
      },
    },
    encrypting: {
      tags: ['busy'],
      invoke: {
        id: 'encryptPassword',
        src: 'encryptPassword',
        input: ({ context }) => ({ password: context.pending?.password ?? '', sm2Key: context.sm2Key! }),
        onDone: { target: 'requesting', actions: assign({ cipher: ({ event }) => event.output }) },
        onError: {
          target: 'refreshing',
          actions: [assign({ pending: null }), { type: 'fail', params: { code: 'encryptFailed' } }],
        },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'restToken',
        src: 'restToken',
        input: ({ context }) => ({
          username: context.pending?.username.trim() ?? '',
          password: context.cipher ?? '',
          sm2Code: context.sm2Key?.code ?? '',
          autoLogin: context.autoLoginOffered && (context.pending?.autoLogin ?? false),
          captchaCode: context.captchaRequired ? (context.captcha?.code ?? null) : null,
          captchaText: context.captchaRequired ? (context.pending?.captchaText.trim() ?? null) : null,
          clientId: context.clientId,
          enterpriseId: context.enterpriseId,
        }),
        onDone: {
          target: 'signedIn',
          actions: assign({
            pending: null,
            cipher: null,
            accessToken: ({ event }) => event.output.access_token,
          }),
        },
        onError: [
          {
            guard: 'isFormError',
            target: 'refreshing',
            actions: assign(({ context, event }) => {
              const failure = loginFailure(event.error);
              const error =
                failure.kind === 'message'
                  ? { code: failure.code, ...(failure.count === undefined ? {} : { count: failure.count }) }
                  : null;
              return {
                error,
                pending: null,
                cipher: null,
                captchaRequired: context.captchaRequired || (error !== null && bringsCaptcha(error.code)),
              };
            }),
          },
          {
            guard: 'isDialog',
            target: 'dialogOpen',
            actions: assign(({ context, event }) => {
              const failure = loginFailure(event.error);
              return {
                dialog: failure.kind === 'dialog' ? failure.dialog : null,
                lockMinutes:
                  failure.kind === 'dialog' && failure.dialog === 'locked'
                    ? (failure.lockTime ?? context.lockTime)
                    : context.lockMinutes,
                pending: null,
                cipher: null,
              };
            }),
          },
          {
            target: 'refreshing',
            actions: [
              assign({ pending: null, cipher: null }),
              { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    dialogOpen: {
      on: { 'dialog.close': { target: 'refreshing', actions: assign({ dialog: null }) } },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
});
