import { assign } from 'xstate';
import { passwordLoginSetup } from './password-login.setup';

/**
 * The password encrypted under a fresh one-time SM2 challenge (sm2_key), before anything is sent: a challenge
 * that could not be fetched is a failed call the app reports; an encryption that failed, the form's refusal.
 */
export const encryptingState = passwordLoginSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'encryptPassword',
    src: 'encryptPassword',
    input: ({ context }) => ({ password: context.pending?.password ?? '' }),
    onDone: { target: 'requesting', actions: assign({ cipher: ({ event }) => event.output }) },
    onError: [
      {
        // The challenge or the encryption's code could not be fetched: a failed call, not the encryption.
        guard: { type: 'isCallFailure', params: ({ event }) => ({ error: event.error }) },
        target: 'refreshing',
        actions: [
          assign({ pending: null }),
          { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        ],
      },
      {
        target: 'refreshing',
        actions: [assign({ pending: null }), { type: 'fail', params: { code: 'encryptFailed' } }],
      },
    ],
  },
});
