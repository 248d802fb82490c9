/**
 * QR scan login (issue 12; SPEC sections 3, 7 and 8), a login type of the sign-in flow: its tab on `/login`.
 * The browser asks for a code (`one_time_login/init_code`, `adapter/inside/mobile/qr_code` on a phone) and
 * shows it as a QR code; a phone signed in to the tenant scans it, and its page confirms or rejects. Meanwhile
 * the browser asks where the code stands (`obtain_confirm_status/{code}`) every 2 s while the code is seen,
 * not at all while the page or the QR tab is hidden, and less often while the server does not answer; once
 * confirmed it takes the session's token (`success/{code}`). A code lives 2 minutes; an expired or rejected one offers a fresh one.
 * A tenant whose codes cost a captcha has it answered first (`one_time_login/captcha`).
 */
import { assign } from 'xstate';
import { errorOf, qrLoginSetup, qrPanelVisibility, statusOf } from './qr-login.setup';
import { tokenGrantOf } from '../shared/grant';
import { present } from '../shared/present';

export type { QrInitInput, QrLoginEvent, QrStatusInput } from './qr-login.setup';
export type { QrLoginRefusal } from './qr-login-refusal';

export const qrLoginMachine = qrLoginSetup.createMachine({
  id: 'qrLogin',
  context: ({ input }) => ({
    ...input,
    code: null,
    expiresIn: 0,
    scanned: false,
    failures: 0,
    pageHidden: false,
    panelHidden: false,
    captcha: null,
    answer: null,
    captchaError: null,
    refusal: null,
    accessToken: null,
  }),
  on: qrPanelVisibility,
  initial: 'starting',
  states: {
    starting: {
      tags: ['loading'],
      invoke: {
        id: 'qrInit',
        src: 'qrInit',
        input: ({ context }) => ({
          mobile: context.mobile,
          query: {
            _enterprise_id: context.enterpriseId || undefined,
            key: context.answer === null ? null : (context.captcha?.code ?? null),
            captcha: context.answer,
          },
        }),
        onDone: [
          {
            guard: { type: 'isIssued', params: ({ event }) => event.output },
            target: 'showing',
            actions: assign(({ event }) =>
              event.output.state === 'issued'
                ? { code: event.output.code, expiresIn: event.output.expiresIn, answer: null }
                : {},
            ),
          },
          // The tenant's codes cost a captcha.
          { target: 'captcha', actions: assign({ answer: null }) },
        ],
        onError: [
          {
            guard: { type: 'isWrongCaptcha', params: errorOf },
            target: 'captcha',
            actions: assign({ answer: null, captchaError: 'wrong' }),
          },
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'failed',
            actions: [assign({ answer: null }), { type: 'keepRefusal', params: errorOf }],
          },
          {
            target: 'failed',
            actions: [assign({ answer: null, refusal: null }), { type: 'reportError', params: errorOf }],
          },
        ],
      },
    },
    captcha: {
      initial: 'drawing',
      on: { 'captcha.edit': { actions: assign({ captchaError: null }) } },
      states: {
        drawing: {
          tags: ['drawing'],
          invoke: {
            id: 'qrCaptcha',
            src: 'qrCaptcha',
            input: ({ context }) => ({ enterpriseId: context.enterpriseId }),
            onDone: { target: 'shown', actions: assign({ captcha: ({ event }) => event.output }) },
            // No picture: the field says so, and a click on its frame asks again.
            onError: { target: 'shown', actions: assign({ captcha: null }) },
          },
        },
        shown: {
          on: {
            'captcha.refresh': 'drawing',
            'captcha.submit': [
              {
                guard: 'hasAnswer',
                target: '#qrLogin.starting',
                actions: assign({
                  answer: ({ event }) => event.captcha.trim(),
                  captchaError: null,
                  refusal: null,
                }),
              },
              { actions: assign({ captchaError: 'required' }) },
            ],
          },
        },
      },
    },
    showing: {
      entry: assign({ scanned: false, failures: 0, refusal: null, captchaError: null }),
      invoke: {
        id: 'pageVisibility',
        src: 'pageVisibility',
        // Without word of the page's visibility the code is watched as if the page were seen.
        onError: { actions: assign({ pageHidden: false }) },
      },
      on: {
        'page.hidden': { actions: assign({ pageHidden: true }) },
        'page.visible': { actions: assign({ pageHidden: false }) },
      },
      // The server keeps the same 2 minutes: the code would be refused now.
      after: { qrExpiry: 'expired' },
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'isHidden', target: 'paused' },
          after: { pollDelay: 'polling' },
        },
        // Nobody sees the code: no call until it is seen again, then one at once.
        paused: {
          on: {
            'page.visible': [
              { guard: 'isPanelShown', target: 'polling', actions: assign({ pageHidden: false }) },
              { actions: assign({ pageHidden: false }) },
            ],
            'panel.shown': [
              { guard: 'isPageShown', target: 'polling', actions: assign({ panelHidden: false }) },
              { actions: assign({ panelHidden: false }) },
            ],
          },
        },
        polling: {
          invoke: {
            id: 'qrStatus',
            src: 'qrStatus',
            input: ({ context }) => ({
              code: present(context.code, 'the QR code'),
              enterpriseId: context.enterpriseId,
            }),
            onDone: [
              {
                guard: { type: 'is', params: (a) => ({ ...statusOf(a), expected: 'confirmed' }) },
                target: 'finishing',
              },
              {
                guard: { type: 'is', params: (a) => ({ ...statusOf(a), expected: 'rejected' }) },
                target: '#qrLogin.rejected',
              },
              {
                guard: { type: 'is', params: (a) => ({ ...statusOf(a), expected: 'expired' }) },
                target: '#qrLogin.expired',
              },
              {
                target: 'waiting',
                actions: assign({
                  scanned: ({ event }) => event.output.status === 'scanned',
                  failures: 0,
                }),
              },
            ],
            onError: { target: 'waiting', actions: 'countFailure' },
          },
        },
        finishing: {
          tags: ['busy'],
          invoke: {
            id: 'qrSuccess',
            src: 'qrSuccess',
            input: ({ context }) => ({
              code: present(context.code, 'the QR code'),
              client_id: context.clientId,
              _enterprise_id: context.enterpriseId || undefined,
              enterpriseId: context.enterpriseId,
            }),
            onDone: {
              target: '#qrLogin.signedIn',
              actions: assign({ accessToken: ({ event }) => event.output.accessToken }),
            },
            onError: [
              { guard: { type: 'isExpiredRefusal', params: errorOf }, target: '#qrLogin.expired' },
              // A stale answer said confirmed: keep watching.
              { guard: { type: 'isNotConfirmed', params: errorOf }, target: 'waiting' },
              {
                guard: { type: 'isRefusal', params: errorOf },
                target: '#qrLogin.failed',
                actions: { type: 'keepRefusal', params: errorOf },
              },
              // No answer: the code is still confirmed on the server; the next look finds it so and tries again.
              { target: 'waiting', actions: 'countFailure' },
            ],
          },
        },
      },
    },
    expired: { on: { 'qr.refresh': 'starting' } },
    rejected: { on: { 'qr.refresh': 'starting' } },
    // No code to show (the server refused one or did not answer), or the account may not sign in.
    failed: { on: { 'qr.refresh': 'starting' } },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => tokenGrantOf(context.accessToken, context.enterpriseAuthId),
});
