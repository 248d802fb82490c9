/**
 * The password login's types, rules and named effects (its machine: password-login.machine.ts), apart so the
 * states of one step can live in their own file (device-check.state.ts) with `createStateConfig`.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { apiFailureOf } from '../../schemas/api-failure';
import type { DeviceAgentMode } from '../../schemas/device-agent.schema';
import type { Captcha, CaptchaShow, Sm2Password } from '../../schemas/password-login.schema';
import {
  type GrantRoute,
  grantedOf,
  grantNeedsPreparing,
  prepareGrantActor,
  preparationRefusal,
} from '../shared/grant';
import type { GrantResult } from '../shared/grant.schema';
import type { LoginTypeInput } from '../shared/login-type';
import { notProvided } from '../shared/not-provided';
import {
  type LoginErrorCode,
  type LoginFailure,
  type LoginField,
  type LockDialog,
  REQUIRED_CODES,
} from '../shared/login-failure';

export type { LoginField } from '../shared/login-failure';

/** What the sign-in call sends; the browser adds its stored device id when the agent gave none. */
export type SignInRequest = {
  /** How the proof is granted (machines/shared/grant.ts): src/ reads it, this login does not. */
  grant: GrantRoute;
  /** The adapter the login signs in through: the token's authType. */
  enterpriseAuthId: string;
  /** What the device agent answered for this submit; null when the tenant reads none or the agent gave none. */
  deviceId: string | null;
  username: string;
  password: string;
  sm2Code: string;
  autoLogin: boolean;
  captchaCode: string | null;
  captchaText: string | null;
  clientId: string;
  enterpriseId: string;
};

export type Submit = {
  type: 'form.submit';
  username: string;
  password: string;
  captchaText: string;
  autoLogin: boolean;
};
export type PasswordLoginEvent =
  | Submit
  | { type: 'username.blur'; username: string }
  | { type: 'captcha.refresh' }
  | { type: 'dialog.close' };

export type Context = LoginTypeInput & {
  captchaRequired: boolean;
  captcha: Captcha | null;
  autoLoginOffered: boolean;
  /** The tenant's lock time (captcha-show). */
  lockTime: number;
  /** What the lock dialog states, set as it opens: the server's minutes left, else the tenant's lock time. */
  lockMinutes: number;
  /** The last name captcha-show was asked about, and whether that check still runs. */
  nameAsked: string | null;
  asking: boolean;
  /** The last name it answered for. */
  checkedName: string | null;
  /** The form's message: the first reason a submit was refused, or what the server answered. */
  error: { code: LoginErrorCode; count?: number } | null;
  /** Every field the refused submit left empty, in the form's order; empty once a submit goes ahead. */
  missing: LoginField[];
  dialog: LockDialog | 'deviceId' | null;
  /** The submitted form, held only while it is checked, encrypted and sent. */
  pending: Submit | null;
  /** The password encrypted, with the code of the challenge it is bound to, held only until it is sent. */
  cipher: Sm2Password | null;
  /** What the proof was granted: the login's end. */
  granted: GrantResult | null;
  /** Whether the tenant reads device ids (captcha_show); `off` until it says. */
  deviceAgent: DeviceAgentMode;
  /** The id the agent gave this submit, and whether a `collect` tenant's form says it signed in without one. */
  deviceId: string | null;
  deviceWarning: boolean;
};

export const name = (username: string) => username.trim();

/** The fields a submit leaves empty (a blank name or captcha is empty; a password is taken as typed). */
export function missingFields(context: Context, form: Submit): LoginField[] {
  const empty: Record<LoginField, boolean> = {
    username: name(form.username) === '',
    password: form.password === '',
    captcha: context.captchaRequired && form.captchaText.trim() === '',
  };
  return (Object.keys(REQUIRED_CODES) as LoginField[]).filter((field) => empty[field]);
}

/** Why the form itself refuses a submit, before anything is asked or sent; null when it may go. */
export function formProblem(context: Context, form: Submit): LoginErrorCode | null {
  const [first] = missingFields(context, form);
  if (first) return REQUIRED_CODES[first];
  if (context.sm2Key === null) return 'keyUnavailable';
  return null;
}

// A failure the form shows: its message, and the captcha from now on when the answer says so.
export const showFailure = (context: Context, failure: LoginFailure) =>
  failure.kind === 'message'
    ? {
        error: { code: failure.code, ...(failure.count === undefined ? {} : { count: failure.count }) },
        captchaRequired: context.captchaRequired || failure.bringsCaptcha,
      }
    : {};

export const passwordLoginSetup = setup({
  types: {
    input: {} as LoginTypeInput,
    context: {} as Context,
    events: {} as PasswordLoginEvent,
    output: {} as GrantResult,
  },
  actors: {
    captchaShow: notProvided<CaptchaShow, { username: string }>('captchaShow'),
    captcha: notProvided<Captcha>('captcha'),
    encryptPassword: notProvided<Sm2Password, { password: string }>('encryptPassword'),
    restToken: notProvided<GrantResult, SignInRequest>('restToken'),
    readDeviceId: notProvided<string>('readDeviceId'),
    prepareGrant: prepareGrantActor,
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    // A new message replaces the last: the fields it named are no longer what the form says.
    fail: assign((_, params: { code: LoginErrorCode }) => ({ error: params, missing: [] })),
    // What captcha-show said for the tenant, before any name.
    tenantAnswered: assign((_, answer: CaptchaShow) => ({
      captchaRequired: answer.showCaptcha,
      autoLoginOffered: answer.autoLogin,
      lockTime: answer.lockTime,
      deviceAgent: answer.deviceAgent,
    })),
    // The submit that waited for the tenant's answer, made again on the ready form (its checks apply).
    resubmit: enqueueActions(({ context, enqueue }) => {
      if (context.pending) enqueue.raise(context.pending);
      enqueue.assign({ pending: null });
    }),
    // What captcha-show said about the name just checked.
    checked: assign(({ context }, answer: CaptchaShow) => ({
      checkedName: context.nameAsked,
      captchaRequired: context.captchaRequired || answer.showCaptcha,
      lockTime: answer.lockTime,
    })),
  },
  delays: {
    // How long the form waits for the tenant's answer before it shows without it: about two round trips
    // of a slow mobile network, longer than any answer on a working one.
    tenantWait: 1000,
  },
  guards: {
    // The form's own checks refuse it (formProblem says why).
    formRefused: ({ context }, form: Submit) => formProblem(context, form) !== null,
    // A valid submit of the name being asked about: it waits for that answer.
    joinsCheck: ({ context }, form: Submit) =>
      formProblem(context, form) === null && context.asking && context.nameAsked === name(form.username),
    captchaRequired: ({ context }) => context.captchaRequired,
    // A name not asked about yet, while the captcha is not already required anyway.
    nameUnchecked: ({ context }, { username }: { username: string }) =>
      !context.captchaRequired && name(username) !== '' && name(username) !== context.checkedName,
    // captcha-show now asks for a captcha the form did not show.
    captchaNewlyRequired: ({ context }, answer: CaptchaShow) =>
      answer.showCaptcha && !context.captchaRequired,
    // The field was left with a name worth asking about, and no submit waits.
    asksAbout: ({ context }, { username }: { username: string }) =>
      !context.captchaRequired &&
      name(username) !== '' &&
      name(username) !== context.checkedName &&
      !(context.asking && name(username) === context.nameAsked) &&
      context.pending === null,
    // A submit waits for the check of its name.
    submitted: ({ context }) => context.pending !== null,
    // The answer a waiting submit gets brings a captcha it did not fill in.
    stopsSubmit: ({ context }, answer: CaptchaShow) =>
      context.pending !== null && answer.showCaptcha && !context.captchaRequired,
    isFormError: (_, failure: LoginFailure) => failure.kind === 'message',
    isDialog: (_, failure: LoginFailure) => failure.kind === 'dialog',
    isCallFailure: (_, { error }: { error: unknown }) => apiFailureOf(error) !== null,
    readsNoDevice: ({ context }) => context.deviceAgent === 'off',
    grantReady: ({ context }) => !grantNeedsPreparing(context.grant),
    isPreparationRefusal: (_, { error }: { error: unknown }) => preparationRefusal(error) !== null,
    requiresDevice: ({ context }) => context.deviceAgent === 'require',
  },
});

/** How the login ends: what its proof was granted. */
export const outputOf = (context: Context): GrantResult => grantedOf(context.granted);
