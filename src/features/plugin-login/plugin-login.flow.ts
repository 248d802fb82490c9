import { fromPromise } from 'xstate';
import { pluginBindMachine } from '../../../machines/plugin-login/plugin-bind.machine';
import { pluginCallbackMachine } from '../../../machines/plugin-login/plugin-callback.machine';
import { pluginComplementMachine } from '../../../machines/plugin-login/plugin-complement.machine';
import { pluginRegisterMachine } from '../../../machines/plugin-login/plugin-register.machine';
import { pluginBinding } from '../../../machines/shared/pending-binding';
import type {
  ComplementFormQuery,
  ComplementRequest,
  TraceCheckRequest,
} from '../../../schemas/plugin-login.schema';
import { pluginBindingStore } from '../../effects/plugin-binding-store';
import type { FlowDeps } from '../../shared/flow-deps';
import type { BindingPasswordLogin, BindingRegistration } from '../../shared/binding-flows';
import type { AdapterStartQuery } from '../../../machines/shared/start-query';
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
  const { traceId, pluginUrl } = await pluginLoginApi(api).start(input.pluginId ?? '', input, signal);
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

/** The code the trace check kept in this tab for the trace; none kept fails. */
const keptBinding = fromPromise(async ({ input }: Call<{ traceId: string }>) => {
  const authCode = pluginBindingStore.authCodeOf(input.traceId);
  if (authCode === null) throw new Error('No binding kept for this trace in this tab');
  return authCode;
});

/** `/pluginAdapterBind`: the kept code of the trace, then the password form whose grant is bind_user. */
export function pluginBindFlow(deps: Deps, passwordLogin: BindingPasswordLogin) {
  const calls = pluginLoginApi(deps.api);
  return pluginBindMachine.provide({
    actors: {
      keptBinding,
      bindLogin: passwordLogin(async (body, pending, signal) => {
        const { traceId, authCode } = pluginBinding(pending);
        const answer = await calls.bind({ ...body, traceId, authCode }, signal);
        pluginBindingStore.forget();
        return answer;
      }),
    },
  });
}

/** `/pluginAdapterRegister`: the kept code of the trace, then the registration whose call is register/adapter/binding. */
export function pluginRegisterFlow(deps: Deps, registration: BindingRegistration) {
  const calls = pluginLoginApi(deps.api);
  return pluginRegisterMachine.provide({
    actors: {
      keptBinding,
      bindRegister: registration(async (form, pending, signal) => {
        const { traceId, authCode } = pluginBinding(pending);
        const answer = await calls.register(form, { traceId, authCode }, signal);
        pluginBindingStore.forget();
        return answer;
      }),
    },
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
