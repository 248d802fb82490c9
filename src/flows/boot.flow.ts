import { fromPromise } from 'xstate';
import { bootMachine } from '../../machines/boot.machine';
import { bootApi } from '../api/boot.api';
import type { FlowDeps } from './flow-deps';

/** The boot machine with the real boot calls. */
export function bootFlow({ http }: Pick<FlowDeps, 'http'>) {
  const api = bootApi(http);
  const byEnterprise = <T>(call: (enterpriseId: string, signal: AbortSignal) => Promise<T>) =>
    fromPromise(({ input, signal }: { input: { enterpriseId: string }; signal: AbortSignal }) => call(input.enterpriseId, signal));
  return bootMachine.provide({
    actors: {
      preFrontendLogin: fromPromise(({ signal }) => api.preFrontendLogin(signal)),
      systemSetting: fromPromise(({ signal }) => api.systemSetting(signal)),
      idpInfo: fromPromise(({ signal }) => api.idpInfo(signal)),
      sm2Key: fromPromise(({ signal }) => api.sm2Key(signal)),
      enterprise: fromPromise(({ signal }) => api.enterprise(signal)),
      loadAuths: byEnterprise(api.loadAuths),
      loginPageTemplate: byEnterprise(api.loginPageTemplate),
    },
  });
}
