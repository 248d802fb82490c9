import { fromPromise } from 'xstate';
import { usbKeyLoginMachine } from '../../../machines/usbkey-login/usbkey-login.machine';
import type { AgentSignRequest } from '../../../schemas/usbkey-agent.schema';
import type { UsbKeyChallengeQuery, UsbKeyLoginRequest } from '../../../schemas/usbkey-login.schema';
import type { FlowDeps } from '../../shared/flow-deps';
import { usbKeyAgent } from './usbkey-agent';
import { usbKeyLoginApi } from './usbkey-login.api';

type Call<I> = { input: I; signal: AbortSignal };

/** The USB-key login machine with its calls and the local signing agent. */
export function usbKeyLoginFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = usbKeyLoginApi(api);
  const agent = usbKeyAgent();
  return usbKeyLoginMachine.provide({
    actors: {
      // The dates are judged at the time of the list: the machine has no clock.
      agentList: fromPromise(async ({ signal }) => ({ ...(await agent.list(signal)), listedAt: Date.now() })),
      usbKeyChallenge: fromPromise(({ input, signal }: Call<UsbKeyChallengeQuery>) =>
        calls.challenge(input, signal),
      ),
      agentSign: fromPromise(({ input, signal }: Call<Omit<AgentSignRequest, 'id' | 'method'>>) =>
        agent.sign(input, signal),
      ),
      usbKeyLogin: fromPromise(({ input, signal }: Call<UsbKeyLoginRequest>) => calls.login(input, signal)),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
