import { fromPromise } from 'xstate';
import {
  type AlilangParamsInput,
  type AlilangSubmitInput,
  alilangLoginMachine,
} from '../../../machines/alilang-login/alilang-login.machine';
import type { UemTokenParams } from '../../../schemas/alilang-login.schema';
import type { FlowDeps } from '../../shared/flow-deps';
import { alilangAgentToken } from './alilang-agent';
import { alilangLoginApi } from './alilang-login.api';

type Call<I> = { input: I; signal: AbortSignal };

/** The Alilang login machine with its calls and the local UEM agent. */
export function alilangLoginFlow({ api }: Pick<FlowDeps, 'api'>) {
  const calls = alilangLoginApi(api);
  return alilangLoginMachine.provide({
    actors: {
      uemTokenParams: fromPromise(({ input, signal }: Call<AlilangParamsInput>) =>
        calls.params(input, signal),
      ),
      agentToken: fromPromise(({ input, signal }: Call<UemTokenParams>) => alilangAgentToken(input, signal)),
      submitUemToken: fromPromise(({ input, signal }: Call<AlilangSubmitInput>) =>
        calls.submit(input, signal),
      ),
    },
  });
}
