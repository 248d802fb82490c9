import { assign } from 'xstate';
import { RESEND_COUNTDOWN_SECONDS } from '../../schemas/spec-constants';
import { COUNTDOWN_STATES } from '../shared/countdown';
import { digits, sendErrors } from './sms-login-fields';
import { errorOf, refusedOr, smsLoginSetup } from './sms-login.setup';
import { present } from '../shared/present';

/**
 * The sending region of `ready` (SPEC 9): a code to the number typed (`send_code`), then the 60 s countdown
 * before another (machines/shared/countdown.ts). Each send spends its captcha, right or wrong.
 */
export const senderState = smsLoginSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'code.send': [
          {
            guard: 'canSend',
            target: 'sending',
            actions: assign({
              send: ({ context, event }) => ({
                phoneNumber: digits(event.phoneNumber),
                phoneRegion: event.phoneRegion,
                enterpriseAuthId: context.enterpriseAuthId,
                captcha: context.showCaptcha ? event.captcha.trim() : null,
                key: context.showCaptcha ? (context.captcha?.code ?? null) : null,
                _enterprise_id: context.enterpriseId || undefined,
              }),
              errors: {},
              refusal: null,
            }),
          },
          {
            actions: assign({
              errors: ({ context, event }) => sendErrors(context, event),
              refusal: null,
            }),
          },
        ],
      },
    },
    sending: {
      tags: ['sending'],
      exit: 'spendCaptcha',
      invoke: {
        id: 'smsSendCode',
        src: 'smsSendCode',
        input: ({ context }) => present(context.send, 'the sending asked'),
        onDone: {
          target: 'deciding',
          actions: assign({
            resendIn: ({ event }) => event.output.resendAfter,
            validMinutes: ({ event }) => event.output.validMinutes,
          }),
        },
        onError: [
          // Another tab or a reload sent one a moment ago: the countdown shows the most it may have left.
          {
            guard: { type: 'isTooSoon', params: errorOf },
            target: 'cooling',
            actions: [
              { type: 'keepRefusal', params: errorOf },
              assign({ resendIn: RESEND_COUNTDOWN_SECONDS }),
            ],
          },
          ...refusedOr('idle'),
        ],
      },
    },
    ...COUNTDOWN_STATES,
  },
});
