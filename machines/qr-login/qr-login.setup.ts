/** The QR scan login machine's types and named effects; its states are in qr-login.machine.ts. */
import { assign, setup } from 'xstate';
import type { Captcha } from '../../schemas/password-login.schema';
import {
  QR_LOGIN_POLL_MAX_MS,
  QR_LOGIN_POLL_MS,
  type QrInit,
  type QrInitQuery,
  type QrLoggedIn,
  type QrLoginStatus,
  type QrSuccessRequest,
} from '../../schemas/qr-login.schema';
import type { LoginTypeInput, LoginTypeOutput } from '../shared/login-type';
import { notProvided, notProvidedListener } from '../shared/not-provided';
import { type QrLoginRefusal, qrLoginRefusal } from './qr-login-refusal';
import { type PanelVisibilityEvent, panelVisibility } from '../shared/panel-visibility';

/** What a new code is asked with: the tenant and captcha, and whether this is a phone's browser. */
export type QrInitInput = { mobile: boolean; query: QrInitQuery };
export type QrStatusInput = { code: string; enterpriseId: string };

export type QrLoginEvent =
  | { type: 'qr.refresh' }
  | { type: 'captcha.submit'; captcha: string }
  | { type: 'captcha.refresh' }
  | { type: 'captcha.edit' }
  // Sent by the pageVisibility actor while a code is shown.
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  // The QR tab left or chosen again: another tab's form is in its place meanwhile.
  | PanelVisibilityEvent;

type QrLoginContext = LoginTypeInput & {
  code: string | null;
  expiresIn: number;
  /** A phone opened the code and shows Confirm and Reject. */
  scanned: boolean;
  /** Calls in a row that got no answer: each doubles the wait before the next. */
  failures: number;
  /** The page is hidden (another browser tab, a minimised window). */
  pageHidden: boolean;
  /** Another login type's tab is chosen. */
  panelHidden: boolean;
  captcha: Captcha | null;
  /** The captcha answer a new code is asked with; null once spent. */
  answer: string | null;
  captchaError: 'required' | 'wrong' | null;
  refusal: QrLoginRefusal | null;
  accessToken: string | null;
};

export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
export const statusOf = ({ event }: { event: { output: QrLoginStatus } }) => event.output;

export const qrLoginSetup = setup({
  types: {
    input: {} as LoginTypeInput,
    context: {} as QrLoginContext,
    events: {} as QrLoginEvent,
    output: {} as LoginTypeOutput,
  },
  actors: {
    qrInit: notProvided<QrInit, QrInitInput>('qrInit'),
    qrCaptcha: notProvided<Captcha, { enterpriseId: string }>('qrCaptcha'),
    qrStatus: notProvided<QrLoginStatus, QrStatusInput>('qrStatus'),
    qrSuccess: notProvided<QrLoggedIn, QrSuccessRequest & { enterpriseId: string }>('qrSuccess'),
    pageVisibility: notProvidedListener('pageVisibility'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: qrLoginRefusal(error) })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  guards: {
    isIssued: (_, init: QrInit) => init.state === 'issued',
    isWrongCaptcha: (_, { error }: { error: unknown }) => qrLoginRefusal(error) === 'wrongCaptcha',
    isExpiredRefusal: (_, { error }: { error: unknown }) => qrLoginRefusal(error) === 'expired',
    isNotConfirmed: (_, { error }: { error: unknown }) => qrLoginRefusal(error) === 'notConfirmed',
    isRefusal: (_, { error }: { error: unknown }) => qrLoginRefusal(error) !== null,
    is: (_, { status, expected }: QrLoginStatus & { expected: QrLoginStatus['status'] }) =>
      status === expected,
    isHidden: ({ context }) => context.pageHidden || context.panelHidden,
    isPanelShown: ({ context }) => !context.panelHidden,
    isPageShown: ({ context }) => !context.pageHidden,
    hasAnswer: ({ event }) => event.type === 'captcha.submit' && event.captcha.trim() !== '',
  },
  delays: {
    // 2 s, then 4, 8… up to 30 s while calls get no answer.
    pollDelay: ({ context }) => Math.min(QR_LOGIN_POLL_MS * 2 ** context.failures, QR_LOGIN_POLL_MAX_MS),
    qrExpiry: ({ context }) => context.expiresIn * 1000,
  },
});

/** The QR tab's showing or not, followed in `panelHidden`. */
export const qrPanelVisibility = panelVisibility<QrLoginContext, QrLoginEvent>();
