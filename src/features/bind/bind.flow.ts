import { fromPromise } from 'xstate';
import { type WaitingRequest, bindMachine } from '../../../machines/bind/bind.machine';
import {
  NOT_KEPT,
  type WaitingBinding,
  keptBinding,
  queriedBinding,
} from '../../../machines/bind/bind.schema';
import { PLUGIN_ADAPTER } from '../../../schemas/plugin-sources';
import { pluginBindingStore } from '../../effects/plugin-binding-store';
import type { BindingPasswordLogin, BindingRegistration } from '../../shared/binding-flows';
import type { FlowDeps } from '../../shared/flow-deps';
import { bindApi } from './bind.api';
// The flow's steps come with its code (machines/bind/bind.steps.ts).
export { BIND_STEPS } from '../../../machines/bind/bind.steps';

type Call<I> = { input: I; signal: AbortSignal };

/**
 * The binding pages: what waits (the third-party binding query, or the code the trace check kept in this tab),
 * then the password form whose grant is the source's bind call, or the registration whose call is the source's.
 * A plugin's kept code is spent once the link is made.
 */
export function bindFlow(
  { api }: Pick<FlowDeps, 'api'>,
  passwordLogin: BindingPasswordLogin,
  registration: BindingRegistration,
) {
  const calls = bindApi(api);
  return bindMachine.provide({
    actors: {
      waitingBinding: fromPromise(
        async ({ input, signal }: Call<WaitingRequest>): Promise<WaitingBinding> => {
          const { source } = input;
          if (source.kind !== PLUGIN_ADAPTER) {
            const uuid = source.uuid ?? '';
            return queriedBinding(
              { kind: source.kind, uuid },
              await calls.query(source.kind, uuid, input.enterpriseId, signal),
            );
          }
          const traceId = source.traceId ?? '';
          const authCode = pluginBindingStore.authCodeOf(traceId);
          if (authCode === null) throw new Error(NOT_KEPT);
          return keptBinding(traceId, authCode);
        },
      ),
      bindLogin: passwordLogin(async (body, binding, signal) => {
        if (binding.kind !== PLUGIN_ADAPTER)
          return calls.bindAccount(binding.kind, { ...body, uuid: binding.uuid }, signal);
        const answer = await calls.bindPerson(
          { ...body, traceId: binding.traceId, authCode: binding.authCode },
          signal,
        );
        pluginBindingStore.forget();
        return answer;
      }),
      bindRegister: registration(async (form, binding, signal) => {
        if (binding.kind !== PLUGIN_ADAPTER)
          return calls.registerAccount(binding.kind, binding.uuid, form, signal);
        const { traceId, authCode } = binding;
        const answer = await calls.registerPerson(form, { traceId, authCode }, signal);
        pluginBindingStore.forget();
        return answer;
      }),
    },
  });
}
