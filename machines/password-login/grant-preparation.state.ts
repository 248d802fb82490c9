import { assign } from 'xstate';
import { preparationOf, preparationRefusal } from '../shared/grant';
import { passwordLoginSetup } from './password-login.setup';

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The grant made ready before the password is encrypted, where its route asks (machines/shared/grant.ts): the
 * route it answers rides with this try and every later one. Any other login goes straight on. A route that
 * cannot be made ready leaves the form as it was, saying why.
 */
export const grantPreparationState = passwordLoginSetup.createStateConfig({
  tags: ['busy'],
  always: { guard: 'grantReady', target: 'encrypting' },
  invoke: {
    id: 'prepareGrant',
    src: 'prepareGrant',
    input: ({ context }) => preparationOf(context),
    onDone: { target: 'encrypting', actions: assign({ grant: ({ event }) => event.output }) },
    onError: [
      {
        guard: { type: 'isPreparationRefusal', params: errorOf },
        target: 'refreshing',
        actions: [
          assign({ pending: null }),
          {
            type: 'fail',
            params: ({ event }) => ({ code: preparationRefusal(event.error) ?? 'loginFailed' }),
          },
        ],
      },
      {
        target: 'refreshing',
        actions: [assign({ pending: null }), { type: 'reportError', params: errorOf }],
      },
    ],
  },
});
