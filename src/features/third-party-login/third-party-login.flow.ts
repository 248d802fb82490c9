import { fromCallback, fromPromise } from 'xstate';
import {
  type AdapterStartQuery,
  adapterLoginMachine,
} from '../../../machines/third-party-login/adapter-login.machine';
import {
  type CallbackRequest,
  thirdPartyCallbackMachine,
} from '../../../machines/third-party-login/third-party-callback.machine';
import { UNSAFE_REDIRECT } from '../../../machines/shared/third-party-problem';
import { inAppBrowserOf } from '../../../schemas/third-party-sources';
import { PLUGIN_ADAPTER } from '../../../schemas/plugin-sources';
import type { ThirdPartyStart } from '../../../schemas/third-party-login.schema';
import { startedEntry } from '../../../machines/composite/chain-entry';
import { chainAheadRefusal, chainStartOf } from '../../../machines/shared/chain-step';
import type { GrantPreparation, GrantRoute } from '../../../machines/shared/grant';
import { compositeStore } from '../../effects/composite-store';
import { loginContextStore } from '../../effects/login-context-store';
import { authorizeUrlReturnsHere } from '../../security/authorize-url';
import type { ChainStarter, FlowDeps } from '../../shared/flow-deps';
import { thirdPartyLoginApi } from './third-party-login.api';
// The flow's steps come with its code (machines/third-party-login/third-party-login.steps.ts).
export { THIRD_PARTY_LOGIN_STEPS } from '../../../machines/third-party-login/third-party-login.steps';

type Call<I> = { input: I; signal: AbortSignal };
type Deps = Pick<FlowDeps, 'api' | 'reportError'>;

/** `/adapterLogin`: the server's address for the provider (or plugin), checked, then the browser goes there. */
export function adapterLoginFlow(
  { api }: Deps,
  startPlugin: (input: AdapterStartQuery, signal: AbortSignal) => Promise<ThirdPartyStart>,
  startChain: ChainStarter,
) {
  const calls = thirdPartyLoginApi(api);
  return adapterLoginMachine.provide({
    actors: {
      startAuthorization: fromPromise(async ({ input, signal }: Call<AdapterStartQuery>) => {
        if (input.kind === PLUGIN_ADAPTER)
          return startPlugin(input, signal).catch((error: unknown) => {
            // The server ended the tab's chain, or never had it: it is forgotten.
            if (chainAheadRefusal(error)) compositeStore.clear();
            throw error;
          });
        // Inside WeChat or WeCom their web QR page cannot be scanned: the app's own authorisation instead.
        const inApp = inAppBrowserOf(navigator.userAgent) === input.kind;
        const start = await calls.start(input.kind, input, inApp ? { inApp: 'true' } : {}, signal);
        if (!authorizeUrlReturnsHere(start.authorizeUrl, window.location.origin))
          throw new Error(UNSAFE_REDIRECT);
        return start;
      }),
      prepareGrant: fromPromise(async ({ input, signal }: Call<GrantPreparation>): Promise<GrantRoute> => {
        if (input.route.kind !== 'chainStart') return input.route;
        const started = await startChain(chainStartOf(input), signal);
        // The plugin's answer comes back to a new page: it continues the chain this first step started from
        // the entry kept here (SPEC 3 composite data), as a later step's does.
        compositeStore.keep(startedEntry(started, input.enterpriseAuthId), started.expiresIn);
        return { kind: 'chainStep', code: started.code, first: true };
      }),
      // Back from the provider, the browser may show this page from its cache, still on its way out.
      pageRestored: fromCallback(({ sendBack }) => {
        const restored = (event: PageTransitionEvent) =>
          event.persisted && sendBack({ type: 'page.restored' });
        window.addEventListener('pageshow', restored);
        return () => window.removeEventListener('pageshow', restored);
      }),
    },
    actions: {
      // The provider's answer comes back to a new page: the login under way must be found there.
      keepLoginContext: (_, { loginContext }) => loginContextStore.write(loginContext),
      goToProvider: (_, { url }) => window.location.assign(url),
    },
  });
}

/** A callback page: the provider's answer posted once. */
export function thirdPartyCallbackFlow({ api }: Deps) {
  const calls = thirdPartyLoginApi(api);
  return thirdPartyCallbackMachine.provide({
    actors: {
      submitCallback: fromPromise(({ input, signal }: Call<CallbackRequest>) =>
        calls.callback(input.kind, input, signal),
      ),
    },
  });
}
