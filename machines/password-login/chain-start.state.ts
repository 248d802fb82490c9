import { assign } from 'xstate';
import { chainStartOf, chainStartRefusal } from '../shared/chain-step';
import { passwordLoginSetup } from './password-login.setup';

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * A composite chain's first step (issue 15; machines/shared/chain-step.ts): before the password is encrypted,
 * the chain of the adapter is started once, and its code rides with this try and every later one. Any other
 * login goes straight on. A chain that cannot start leaves the form as it was, saying why.
 */
export const chainStartState = passwordLoginSetup.createStateConfig({
  tags: ['busy'],
  always: { guard: 'needsNoChainStart', target: 'encrypting' },
  invoke: {
    id: 'startChain',
    src: 'startChain',
    input: ({ context }) => chainStartOf(context),
    onDone: { target: 'encrypting', actions: assign({ chainCode: ({ event }) => event.output.code }) },
    onError: [
      {
        guard: { type: 'isChainRefusal', params: errorOf },
        target: 'refreshing',
        actions: [
          assign({ pending: null }),
          {
            type: 'fail',
            params: ({ event }) => ({ code: chainStartRefusal(event.error) ?? 'loginFailed' }),
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
