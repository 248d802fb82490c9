import { assign } from 'xstate';
import { chainStartOf } from '../shared/chain-step';
import { digits, submitErrors } from './sms-login-fields';
import { authCodeOf, refusedOr, smsLoginSetup } from './sms-login.setup';

/**
 * The typing region of `ready`: the code typed signs in (`login_`). As a chain's first step the chain starts
 * first (`composite/generate_auth_code`), once: a refused login keeps its code, so the next try sends the same.
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
    submitted: { always: [{ guard: 'startsChain', target: 'startingChain' }, { target: 'signingIn' }] },
    startingChain: {
      tags: ['busy'],
      invoke: {
        id: 'startChain',
        src: 'startChain',
        input: ({ context }) => chainStartOf(context),
        onDone: { target: 'signingIn', actions: assign({ startedChain: ({ event }) => event.output.code }) },
        // Too many chains, or none to start any more: the form says so. Nothing started: the next submit starts.
        onError: refusedOr('entering', 'isChainRefusal'),
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'smsLogin',
        src: 'smsLogin',
        // The chain's code as it stands now: a first step's is there once its chain started.
        input: ({ context }) => ({ ...context.login!, authCode: authCodeOf(context) }),
        onDone: {
          target: '#smsLogin.signedIn',
          actions: { type: 'keepOutcome', params: ({ event }) => event.output },
        },
        onError: refusedOr('entering'),
      },
    },
  },
});
