import { fromPromise } from 'xstate';
import { pluginCallbackMachine } from '../../../machines/plugin-login/plugin-callback.machine';
import { pluginComplementMachine } from '../../../machines/plugin-login/plugin-complement.machine';
import type {
  ComplementFormQuery,
  ComplementRequest,
  TraceCheckRequest,
} from '../../../schemas/plugin-login.schema';
import { pluginBindingStore } from '../../effects/plugin-binding-store';
import type { FlowDeps } from '../../shared/flow-deps';
import type { AdapterStartQuery } from '../../../machines/shared/start-query';
import { chainCodeOf } from '../../../machines/shared/grant';
import { UNSAFE_REDIRECT } from '../../../machines/shared/third-party-problem';
import type { ThirdPartyStart } from '../../../schemas/third-party-login.schema';
import { pluginUrlCarriesTrace } from '../../security/plugin-url';
import { pluginLoginApi } from './plugin-login.api';
// The flow's steps come with its code (machines/plugin-login/plugin-login.steps.ts).
export { PLUGIN_LOGIN_STEPS } from '../../../machines/plugin-login/plugin-login.steps';

type Call<I> = { input: I; signal: AbortSignal };
type Deps = Pick<FlowDeps, 'api' | 'reportError'>;

/**
 * `/adapterLogin?adapter=plugin`'s start (src/app gives it to the adapter login's flow): the trace (a composite
 * chain's step's with the chain's code), then the plugin's login address that carries it, checked.
 */
export async function pluginStart(
  { api }: Pick<FlowDeps, 'api'>,
  input: AdapterStartQuery,
  signal: AbortSignal,
): Promise<ThirdPartyStart> {
  const { traceId, pluginUrl } = await pluginLoginApi(api).start(
    input.pluginId ?? '',
    { ...input, chainCode: chainCodeOf(input.grant) },
    signal,
  );
  if (!pluginUrlCarriesTrace(pluginUrl, traceId)) throw new Error(UNSAFE_REDIRECT);
  return { authorizeUrl: pluginUrl };
}

/** `/adapterPluginCallback`: the trace checked once; a binding to make keeps its code in the tab. */
export function pluginCallbackFlow({ api }: Deps) {
  const calls = pluginLoginApi(api);
  return pluginCallbackMachine.provide({
    actors: {
      checkTrace: fromPromise(({ input, signal }: Call<TraceCheckRequest>) => calls.check(input, signal)),
    },
    actions: { keepBinding: (_, binding) => pluginBindingStore.keep(binding) },
  });
}

/** `/adapterUserInfo`: the form of the fields the trace waits for, then their values. */
export function pluginComplementFlow({ api }: Deps) {
  const calls = pluginLoginApi(api);
  return pluginComplementMachine.provide({
    actors: {
      complementForm: fromPromise(({ input, signal }: Call<ComplementFormQuery>) =>
        calls.complementForm(input, signal),
      ),
      complete: fromPromise(({ input, signal }: Call<ComplementRequest>) => calls.complete(input, signal)),
    },
  });
}
