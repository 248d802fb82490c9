/**
 * SMS code login (SPEC sections 3, 7, 8 and 9), a login type of the sign-in flow: its tab on `/login`. The
 * adapter's initial info says whether a code costs a captcha (`authenticate/{adapter}/login_`); a code is sent
 * to the number typed (`send_code`), another after the 60 s countdown; the code typed signs in (`login_`).
 * Sending and typing are independent regions, so a code that arrived can be typed while the countdown runs.
 * Each send spends its captcha, right or wrong: a new picture follows every send. It ends with what the code
 * was granted (machines/shared/grant.ts): `login_` goes out as the grant's route says, made ready at the first
 * submit where the route asks, once a run.
 */
import { assign } from 'xstate';
import { formState } from './form.state';
import { senderState } from './sender.state';
import { errorOf, outputOf, smsLoginSetup } from './sms-login.setup';

export type { SmsFieldError, SmsLoginEvent, SmsLoginField } from './sms-login.setup';

export const smsLoginMachine = smsLoginSetup.createMachine({
  id: 'smsLogin',
  context: ({ input }) => ({
    ...input,
    showCaptcha: false,
    captcha: null,
    resendIn: 0,
    validMinutes: null,
    errors: {},
    refusal: null,
    send: null,
    login: null,
    granted: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'smsLoginInfo',
        src: 'smsLoginInfo',
        input: ({ context }) => ({ _enterprise_id: context.enterpriseId || undefined }),
        onDone: {
          target: 'ready',
          actions: assign({ showCaptcha: ({ event }) => event.output.showCaptcha }),
        },
        onError: { target: 'unavailable', actions: { type: 'reportError', params: errorOf } },
      },
    },
    // The adapter's info did not load: the tab says so and offers to try again.
    unavailable: { on: { 'info.retry': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'field.edit': {
          actions: assign({
            errors: ({ context, event }) =>
              Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field)),
            refusal: null,
          }),
        },
      },
      states: {
        captcha: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'asksCaptcha', target: 'drawing' }, { target: 'off' }] },
            off: {},
            drawing: {
              tags: ['drawing'],
              invoke: {
                id: 'captcha',
                src: 'captcha',
                onDone: { target: 'shown', actions: assign({ captcha: ({ event }) => event.output }) },
                // No picture: the field says so, and a click on its frame asks again.
                onError: { target: 'shown', actions: assign({ captcha: null }) },
              },
            },
            shown: { on: { 'captcha.refresh': 'drawing', 'captcha.spent': 'drawing' } },
          },
        },
        sender: senderState,
        form: formState,
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => outputOf(context),
});
