import { setup } from 'xstate';
import type { Captcha, Sm2Password } from '../../schemas/password-login.schema';
import type { RegisterRequest, Registered } from '../../schemas/register.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { notProvided } from '../shared/not-provided';
import type { PendingBindingRef } from '../shared/pending-binding';
import {
  type FieldErrors,
  type FormRejection,
  type Policies,
  type RegisterField,
  type RegisterForm,
  registerRefusal,
  validateRegisterForm,
} from './register-form.rules';
import type { RegisterOutput } from './register.schema';

/** The registration machine's types, effects, guards and delays (register.machine.ts is its states). */
export type RegisterInput = {
  enterpriseId: string;
  clientId: string;
  /** On `/adapterBind`: the third-party account the new account is linked to (register/wechat). */
  binding?: PendingBindingRef | null;
};

/** What the page loads before the form shows: both policies, and the first captcha. */
export type RegisterSetup = Policies & { captcha: Captcha };

/** A registration as sent, but for the single-use client token the browser adds to each request. */
export type Registration = Omit<RegisterRequest, 'clientToken'>;

/** The register call: the registration, and the binding it makes (null: POST register). */
export type RegisterCall = { registration: Registration; binding: PendingBindingRef | null };

export type RegisterEvent =
  | ({ type: 'form.submit' } & RegisterForm)
  | { type: 'form.edit'; field: RegisterField }
  | { type: 'captcha.refresh' }
  | { type: 'form.retry' };

export type RegisterContext = Omit<RegisterInput, 'binding'> & {
  binding: PendingBindingRef | null;
  policies: Policies | null;
  captcha: Captcha | null;
  fieldErrors: FieldErrors;
  rejection: FormRejection | null;
  /** The form as typed, held from submit until it is sent; its password only until it is encrypted. */
  pending: RegisterForm | null;
  /** The password encrypted, with its challenge's code, held only until it is sent. */
  encryptedPassword: Sm2Password | null;
  accessToken: string | null;
};

export const formOf = (event: RegisterEvent): RegisterForm | null => {
  if (event.type !== 'form.submit') return null;
  const { type: _type, ...form } = event;
  return form;
};

export const report = {
  type: 'reportError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

export const registerSetup = setup({
  types: {
    input: {} as RegisterInput,
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    output: {} as RegisterOutput,
  },
  actors: {
    loadSetup: notProvided<RegisterSetup, { enterpriseId: string }>('loadSetup'),
    drawCaptcha: notProvided<Captcha>('drawCaptcha'),
    /** Whether the password is in the breached-password list (k-anonymity: a hash prefix is asked). */
    checkBreached: notProvided<boolean, { password: string }>('checkBreached'),
    encryptPassword: notProvided<Sm2Password, { password: string }>('encryptPassword'),
    register: notProvided<Registered, RegisterCall>('register'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context, event }) => {
      const form = formOf(event);
      return (
        form !== null &&
        context.policies !== null &&
        context.captcha !== null &&
        Object.keys(validateRegisterForm(form, context.policies)).length === 0
      );
    },
    breached: (_, breached: boolean) => breached,
    needsApproval: (_, registered: Registered) => 'needApprove' in registered,
    isRefusal: ({ context }, { error }: { error: unknown }) =>
      context.policies !== null && registerRefusal(error, context.policies) !== null,
  },
  delays: {
    registrationLogin: DELAYS.registrationLogin,
    registrationApprovalRedirect: DELAYS.registrationApprovalRedirect,
  },
});
