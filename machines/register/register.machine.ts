/**
 * Self-registration (SPEC sections 3, 4, 5 and 8). Loads the tenant's username and password policies and a
 * picture captcha, checks the form against them, asks the breached-password range (only a hash prefix leaves
 * the browser), SM2-encrypts the password under a fresh one-time challenge and registers. A token signs the
 * new account in after 2 s; an account waiting for approval is told so and the login page comes back after
 * 4 s. Every refusal draws a new captcha (each is single use) and is shown at its field, or above the form.
 * Route: `/register`, every state.
 */
import { assign } from 'xstate';
import { registerRefusal, validateRegisterForm } from './register-form.rules';
import type { RegisterOutput } from './register.schema';
import { formOf, registerSetup, report } from './register.setup';

export type {
  RegisterCall,
  RegisterEvent,
  RegisterInput,
  RegisterSetup,
  Registration,
} from './register.setup';
import { present } from '../shared/present';

export const registerMachine = registerSetup.createMachine({
  id: 'register',
  context: ({ input }) => ({
    ...input,
    binding: input.binding ?? null,
    policies: null,
    captcha: null,
    fieldErrors: {},
    rejection: null,
    pending: null,
    encryptedPassword: null,
    accessToken: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        input: ({ context }) => ({ enterpriseId: context.enterpriseId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            policies: {
              passwordPolicy: event.output.passwordPolicy,
              usernamePolicy: event.output.usernamePolicy,
            },
            captcha: event.output.captcha,
          })),
        },
        onError: { target: 'loadFailed', actions: report },
      },
    },
    loadFailed: { on: { 'form.retry': 'loading' } },
    editing: {
      initial: 'ready',
      states: {
        ready: {},
        // The old picture goes at once: its answer could no longer pass.
        drawingCaptcha: {
          entry: assign({ captcha: null }),
          invoke: {
            id: 'drawCaptcha',
            src: 'drawCaptcha',
            onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
            onError: { target: 'ready', actions: report },
          },
        },
      },
      on: {
        'form.submit': [
          {
            guard: 'isFormValid',
            target: 'checking',
            actions: assign({ fieldErrors: {}, rejection: null, pending: ({ event }) => formOf(event) }),
          },
          {
            actions: assign({
              fieldErrors: ({ context, event }) => {
                const form = formOf(event);
                const errors = form && context.policies ? validateRegisterForm(form, context.policies) : {};
                // No picture to answer (it failed to load): the captcha field says so.
                return context.captcha || errors.captcha
                  ? errors
                  : { ...errors, captcha: { code: 'required' } };
              },
              rejection: null,
            }),
          },
        ],
        // Typing in a field takes its error away, and the refusal above the form with it.
        'form.edit': {
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _cleared, ...rest } = context.fieldErrors;
              return rest;
            },
            rejection: null,
          }),
        },
        'captcha.refresh': '.drawingCaptcha',
      },
    },
    // A password found in the breach list is refused here; the check failing is no reason to stop, since
    // the server checks the same list.
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkBreached',
        src: 'checkBreached',
        input: ({ context }) => ({ password: present(context.pending, 'the form sent').password }),
        onDone: [
          {
            guard: { type: 'breached', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({ pending: null, fieldErrors: { password: { code: 'breached' } } }),
          },
          { target: 'encrypting' },
        ],
        onError: 'encrypting',
      },
    },
    encrypting: {
      tags: ['busy'],
      invoke: {
        id: 'encryptPassword',
        src: 'encryptPassword',
        input: ({ context }) => ({ password: present(context.pending, 'the form sent').password }),
        onDone: {
          target: 'submitting',
          // The plain passwords leave the context with the ciphertext's arrival.
          actions: assign({
            encryptedPassword: ({ event }) => event.output,
            pending: ({ context }) => ({
              ...present(context.pending, 'the form sent'),
              password: '',
              passwordAgain: '',
            }),
          }),
        },
        onError: { target: 'editing', actions: [assign({ pending: null }), report] },
      },
    },
    submitting: {
      tags: ['busy'],
      exit: assign({ pending: null, encryptedPassword: null }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => {
          const form = present(context.pending, 'the form sent');
          const registration = {
            username: form.username.trim(),
            ...present(context.encryptedPassword, 'the encrypted password'),
            phoneNumber: form.phoneNumber.trim(),
            phoneRegion: form.phoneRegion,
            email: form.email.trim(),
            captcha: form.captcha.trim(),
            captchaCode: context.captcha?.code ?? '',
            clientId: context.clientId,
            enterpriseId: context.enterpriseId,
          };
          return { registration, binding: context.binding };
        },
        onDone: [
          { guard: { type: 'needsApproval', params: ({ event }) => event.output }, target: 'pending' },
          {
            target: 'registered',
            actions: assign({
              accessToken: ({ event }) => ('access_token' in event.output ? event.output.access_token : null),
            }),
          },
        ],
        // SPEC 5: any failure draws a new captcha (the one sent is spent).
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.drawingCaptcha',
            actions: assign(({ context, event }) => {
              const refusal = registerRefusal(
                event.error,
                present(context.policies, 'the password policies'),
              );
              return refusal && 'field' in refusal
                ? { fieldErrors: { [refusal.field]: refusal.error }, rejection: null }
                : { fieldErrors: {}, rejection: refusal?.form ?? null };
            }),
          },
          { target: 'editing.drawingCaptcha', actions: report },
        ],
      },
    },
    registered: { after: { registrationLogin: 'done' } },
    pending: { after: { registrationApprovalRedirect: 'done' } },
    done: { type: 'final' },
  },
  output: ({ context }): RegisterOutput =>
    context.accessToken ? { kind: 'registered', accessToken: context.accessToken } : { kind: 'pending' },
});
