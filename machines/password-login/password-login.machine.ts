/**
 * Password login (SPEC sections 4, 5, 8): the password login type of `/login`, a child of the sign-in flow.
 * captcha-show decides whether the captcha shows and whether auto-login is offered: first for the tenant, then
 * for the name typed (when the field is left, and before a submit), so a name that already needs a captcha
 * gets it before the first try. The password is SM2-encrypted under a fresh one-time challenge (sm2_key)
 * before `rest_token`, which sends the challenge's code with it; every failure refreshes
 * the captcha, and any answer after which the server wants one makes it appear. The lock dialog states the
 * server's minutes left. A submit with empty fields names every one of them (`missing`), so each field can
 * say so. Ends with what the password was granted (a token, or what its route answers: machines/shared/grant.ts),
 * the route made ready first where it asks (grant-preparation.state.ts); errors that are not the form's go to the
 * app (`reportError`).
 */
import { assign } from 'xstate';
import { DEFAULT_LOCK_TIME_MINUTES } from '../../schemas/spec-constants';
import { CAPTCHA_FAILURES, captchaFailure } from '../shared/login-failure';
import { deviceCheckState } from './device-check.state';
import { encryptingState } from './encrypting.state';
import { grantPreparationState } from './grant-preparation.state';
import { requestingState } from './requesting.state';
import { formProblem, missingFields, name, outputOf, passwordLoginSetup } from './password-login.setup';

export type { LoginField } from '../shared/login-failure';
export type { PasswordLoginEvent, SignInRequest } from './password-login.setup';

export const passwordLoginMachine = passwordLoginSetup.createMachine({
  id: 'passwordLogin',
  context: ({ input }) => ({
    ...input,
    captchaRequired: false,
    captcha: null,
    autoLoginOffered: false,
    lockTime: DEFAULT_LOCK_TIME_MINUTES,
    lockMinutes: DEFAULT_LOCK_TIME_MINUTES,
    nameAsked: null,
    asking: false,
    checkedName: null,
    error: null,
    missing: [],
    dialog: null,
    pending: null,
    cipher: null,
    granted: null,
    deviceAgent: 'off',
    deviceId: null,
    deviceWarning: false,
  }),
  initial: 'checking',
  states: {
    // The tenant's answer, before any name is typed. It holds the form a moment at most: a submit made
    // meanwhile waits for the answer, then goes on as if made on the ready form.
    checking: {
      initial: 'asking',
      on: {
        'form.submit': [
          {
            guard: { type: 'formRefused', params: ({ event }) => event },
            actions: [
              {
                type: 'fail',
                params: ({ context, event }) => ({ code: formProblem(context, event) ?? 'loginFailed' }),
              },
              assign({ missing: ({ context, event }) => missingFields(context, event) }),
            ],
          },
          {
            target: '.submitted',
            actions: assign({ error: null, missing: [], pending: ({ event }) => event }),
          },
        ],
      },
      invoke: {
        id: 'captchaShow',
        src: 'captchaShow',
        input: () => ({ username: '' }),
        onDone: [
          {
            // The tenant wants a captcha the waiting submit did not fill in: that field is what it left empty.
            guard: { type: 'stopsSubmit', params: ({ event }) => event.output },
            target: 'loadingCaptcha',
            actions: [
              { type: 'tenantAnswered', params: ({ event }) => event.output },
              assign({ pending: null, error: { code: 'captchaRequired' }, missing: ['captcha'] }),
            ],
          },
          {
            guard: 'submitted',
            target: 'ready',
            actions: [{ type: 'tenantAnswered', params: ({ event }) => event.output }, 'resubmit'],
          },
          {
            target: 'refreshing',
            actions: { type: 'tenantAnswered', params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: 'submitted',
            target: 'ready',
            actions: [{ type: 'reportError', params: ({ event }) => ({ error: event.error }) }, 'resubmit'],
          },
          {
            target: 'ready',
            actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      states: {
        // The form waits for the answer to take its shape (is auto-login offered?), so no row appears under
        // the user's eyes and moves what they were about to click; past `tenantWait` it shows without it.
        asking: { tags: ['settling'], after: { tenantWait: 'waited' } },
        waited: {},
        submitted: { tags: ['busy'] },
      },
    },
    // After a check or a failure: a fresh captcha when one is required, else straight back to the form.
    refreshing: {
      always: [{ guard: 'captchaRequired', target: 'loadingCaptcha' }, { target: 'ready' }],
    },
    // The form waits while a captcha is drawn: a submit here would be dropped, so the button says it is busy.
    loadingCaptcha: {
      tags: ['busy'],
      invoke: {
        id: 'captcha',
        src: 'captcha',
        onDone: {
          target: 'ready',
          // A captcha that failed to load and now shows takes its message away; any other stays.
          actions: assign({
            captcha: ({ event }) => event.output,
            error: ({ context }) =>
              context.error && CAPTCHA_FAILURES.has(context.error.code) ? null : context.error,
          }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ captcha: null }),
            { type: 'fail', params: ({ event }) => ({ code: captchaFailure(event.error) }) },
          ],
        },
      },
    },
    // The form can be used, while the name the user just left is asked about (a submit of that name waits
    // for the answer; a submit of a name nobody asked about asks first): a name that already needs a captcha
    // gets it before its first try, instead of a refusal.
    ready: {
      initial: 'editing',
      on: {
        'username.blur': {
          guard: { type: 'asksAbout', params: ({ event }) => event },
          target: '.checkingName',
          reenter: true,
          actions: assign({ nameAsked: ({ event }) => name(event.username) }),
        },
        'form.submit': [
          {
            guard: { type: 'formRefused', params: ({ event }) => event },
            actions: [
              {
                type: 'fail',
                params: ({ context, event }) => ({ code: formProblem(context, event) ?? 'loginFailed' }),
              },
              assign({ missing: ({ context, event }) => missingFields(context, event) }),
            ],
          },
          {
            guard: { type: 'nameUnchecked', params: ({ event }) => event },
            target: '.checkingName.submitted',
            reenter: true,
            actions: assign({
              error: null,
              missing: [],
              pending: ({ event }) => event,
              nameAsked: ({ event }) => name(event.username),
            }),
          },
          {
            target: 'readingDevice',
            actions: assign({ error: null, missing: [], pending: ({ event }) => event }),
          },
        ],
        'captcha.refresh': { target: 'loadingCaptcha' },
      },
      states: {
        editing: {},
        checkingName: {
          initial: 'asking',
          entry: assign({ asking: true }),
          exit: assign({ asking: false }),
          // Handled here, not in `ready`, so the check under way goes on: the submit waits for its answer.
          on: {
            'form.submit': {
              guard: { type: 'joinsCheck', params: ({ event }) => event },
              target: '.submitted',
              actions: assign({ error: null, missing: [], pending: ({ event }) => event }),
            },
          },
          invoke: {
            id: 'captchaShow',
            src: 'captchaShow',
            input: ({ context }) => ({ username: context.nameAsked ?? '' }),
            onDone: [
              {
                guard: { type: 'stopsSubmit', params: ({ event }) => event.output },
                target: '#passwordLogin.loadingCaptcha',
                actions: [
                  { type: 'checked', params: ({ event }) => event.output },
                  // The submit waited for this answer: the captcha it now needs is the field it left empty.
                  assign({ pending: null, error: { code: 'captchaRequired' }, missing: ['captcha'] }),
                ],
              },
              {
                guard: { type: 'captchaNewlyRequired', params: ({ event }) => event.output },
                target: '#passwordLogin.loadingCaptcha',
                actions: { type: 'checked', params: ({ event }) => event.output },
              },
              {
                guard: 'submitted',
                target: '#passwordLogin.readingDevice',
                actions: { type: 'checked', params: ({ event }) => event.output },
              },
              { target: 'editing', actions: { type: 'checked', params: ({ event }) => event.output } },
            ],
            // The check only spares a refusal: without an answer the server still decides at the submit.
            onError: [{ guard: 'submitted', target: '#passwordLogin.readingDevice' }, { target: 'editing' }],
          },
          states: {
            asking: {},
            // The form waits for the answer before it sends.
            submitted: { tags: ['busy'] },
          },
        },
      },
    },
    readingDevice: deviceCheckState,
    preparingGrant: grantPreparationState,
    encrypting: encryptingState,
    requesting: requestingState,
    dialogOpen: {
      on: { 'dialog.close': { target: 'refreshing', actions: assign({ dialog: null }) } },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => outputOf(context),
});
