import { fromPromise } from 'xstate';
import { bootMachine } from '../../../machines/boot/boot.machine';
import type { FlowDeps } from '../../shared/flow-deps';
import type { BootAnswers } from './boot-answers';
import { bootApi } from './boot.api';

/** The boot machine with the real boot calls, answered from the page's boot answers where it has them. */
export function bootFlow({ api }: Pick<FlowDeps, 'api'>, answers: BootAnswers) {
  const calls = bootApi(api, answers);
  return bootMachine.provide({
    actors: {
      preFrontendLogin: fromPromise(({ signal }) => calls.preFrontendLogin(signal)),
      systemSetting: fromPromise(({ signal }) => calls.systemSetting(signal)),
      idpInfo: fromPromise(({ signal }) => calls.idpInfo(signal)),
      sm2Key: fromPromise(({ signal }) => calls.sm2Key(signal)),
      enterprise: fromPromise(({ signal }) => calls.enterprise(signal)),
      loadAuths: fromPromise(({ signal }) => calls.loadAuths(signal)),
      loginPageTemplate: fromPromise(({ signal }) => calls.loginPageTemplate(signal)),
      dingTalkOidcPlugins: fromPromise(({ signal }) => calls.dingTalkOidcPlugins(signal)),
    },
  });
}
