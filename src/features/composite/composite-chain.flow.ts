import { fromPromise } from 'xstate';
import { compositeChainMachine } from '../../../machines/composite/composite-chain.machine';
import type { LoginTypeKey } from '../../../machines/sign-in/login-types';
import type { CompositeValidateRequest } from '../../../schemas/composite.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { compositeStore } from '../../effects/composite-store';
import type { FlowDeps } from '../../shared/flow-deps';
import type { LoginTypeCode } from '../../shared/login-type-panel';
import { compositeApi } from './composite.api';
// The flow's steps come with its code (machines/composite/composite.steps.ts).
export { COMPOSITE_STEPS } from '../../../machines/composite/composite.steps';

/**
 * `/compositeLogin`: the chain machine with the tab's stored chain, the exchange of its code, and the login
 * types a step runs (the login page's own machines, src/app/login-type-table.tsx).
 */
export function compositeChainFlow(
  { api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>,
  loginTypes: LoginTypeCode,
) {
  const calls = compositeApi(api);
  const { logics, prepare } = loginTypes;
  return compositeChainMachine.provide({
    actors: {
      [ADAPTERS.password]: logics[ADAPTERS.password],
      [ADAPTERS.ldap]: logics[ADAPTERS.ldap],
      [ADAPTERS.mobilePhoneToken]: logics[ADAPTERS.mobilePhoneToken],
      readChain: fromPromise(async () => compositeStore.read()),
      validateAuthCode: fromPromise(
        ({ input, signal }: { input: CompositeValidateRequest; signal: AbortSignal }) =>
          calls.validate(input, signal),
      ),
      prepareLoginType: fromPromise(({ input }: { input: LoginTypeKey }) =>
        prepare[input]().then(() => undefined),
      ),
    },
    actions: {
      keepChain: (_, { entry, expiresIn }) => compositeStore.keep(entry, expiresIn),
      clearChain: () => compositeStore.clear(),
      reportError: (_, { error }) => reportError(error),
    },
  });
}
