import { assign } from 'xstate';
import { preparationOf } from '../shared/grant';
import { digits, submitErrors } from './sms-login-fields';
import { refusedOr, smsLoginSetup } from './sms-login.setup';
import { present } from '../shared/present';

/**
 * The typing region of `ready`: the code typed signs in (`login_`, sent as the grant's route says:
 * machines/shared/grant.ts). Where the route asks, it is made ready first, once: a refused login keeps the
 * route it answered, so the next try sends the same.
 */
export const formState = smsLoginSetup.createStateConfig({
  initial: 'entering',
  states: {
    entering: {
      on: {
        'sms.submit': [
          {
            guard: 'canSubmit',
            target: 'submitted',
            actions: assign({
              login: ({ context, event }) => ({
                clientId: context.clientId,
                code: digits(event.code),
                enterpriseAuthId: context.enterpriseAuthId,
                phoneNumber: digits(event.phoneNumber),
                phoneRegion: event.phoneRegion,
                key: context.send?.key ?? null,
                _enterprise_id: context.enterpriseId || undefined,
              }),
              errors: {},
              refusal: null,
            }),
          },
          { actions: assign({ errors: ({ event }) => submitErrors(event), refusal: null }) },
        ],
      },
    },
    submitted: { always: [{ guard: 'needsPreparing', target: 'preparingGrant' }, { target: 'signingIn' }] },
    preparingGrant: {
      tags: ['busy'],
      invoke: {
        id: 'prepareGrant',
        src: 'prepareGrant',
        input: ({ context }) => preparationOf(context),
        onDone: { target: 'signingIn', actions: assign({ grant: ({ event }) => event.output }) },
        // The form says why it could not be made ready; nothing changed, so the next submit asks again.
        onError: refusedOr('entering', 'isPreparationRefusal'),
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'smsLogin',
        src: 'smsLogin',
        // The route as it stands now: made ready once, for this try and every later one.
        input: ({ context }) => ({ login: present(context.login, 'the login sent'), grant: context.grant }),
        onDone: {
          target: '#smsLogin.signedIn',
          actions: { type: 'keepGrant', params: ({ event }) => event.output },
        },
        onError: refusedOr('entering'),
      },
    },
  },
});
