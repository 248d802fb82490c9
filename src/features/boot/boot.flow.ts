import { fromPromise } from 'xstate';
import { bootMachine } from '../../../machines/boot/boot.machine';
import type { FlowDeps } from '../../shared/flow-deps';
import type { BootAnswers } from './boot-answers';
import { bootApi } from './boot.api';

type Call = { input: { tenant: string | null }; signal: AbortSignal };

/** The boot machine with the real boot calls, answered from the page's boot answers where it has them. */
export function bootFlow({ api }: Pick<FlowDeps, 'api'>, answers: BootAnswers) {
  const calls = bootApi(api, answers);
  return bootMachine.provide({
    actors: {
      preFrontendLogin: fromPromise(({ input, signal }: Call) =>
        calls.preFrontendLogin(input.tenant, signal),
      ),
      systemSetting: fromPromise(({ input, signal }: Call) => calls.systemSetting(input.tenant, signal)),
      idpInfo: fromPromise(({ input, signal }: Call) => calls.idpInfo(input.tenant, signal)),
      sm2Key: fromPromise(({ input, signal }: Call) => calls.sm2Key(input.tenant, signal)),
      enterprise: fromPromise(({ input, signal }: Call) => calls.enterprise(input.tenant, signal)),
      loadAuths: fromPromise(({ input, signal }: Call) => calls.loadAuths(input.tenant, signal)),
      loginPageTemplate: fromPromise(({ input, signal }: Call) =>
        calls.loginPageTemplate(input.tenant, signal),
      ),
      dingTalkOidcPlugins: fromPromise(({ input, signal }: Call) =>
        calls.dingTalkOidcPlugins(input.tenant, signal),
      ),
    },
  });
}
