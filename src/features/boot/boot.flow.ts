import { fromPromise } from 'xstate';
import { bootMachine } from '../../../machines/boot/boot.machine';
import type { FlowDeps } from '../../shared/flow-deps';
import { bootApi } from './boot.api';

/** The boot machine with the real boot calls. */
export function bootFlow({ api }: Pick<FlowDeps, 'api'>) {
  const calls = bootApi(api);
  const byEnterprise = <T>(call: (enterpriseId: string, signal: AbortSignal) => Promise<T>) =>
    fromPromise(({ input, signal }: { input: { enterpriseId: string }; signal: AbortSignal }) =>
      call(input.enterpriseId, signal),
    );
  return bootMachine.provide({
    actors: {
      preFrontendLogin: fromPromise(({ signal }) => calls.preFrontendLogin(signal)),
      systemSetting: fromPromise(({ signal }) => calls.systemSetting(signal)),
      idpInfo: fromPromise(({ signal }) => calls.idpInfo(signal)),
      sm2Key: fromPromise(({ signal }) => calls.sm2Key(signal)),
      enterprise: fromPromise(({ signal }) => calls.enterprise(signal)),
      loadAuths: byEnterprise(calls.loadAuths),
      loginPageTemplate: byEnterprise(calls.loginPageTemplate),
    },
  });
}
