import { fromPromise } from 'xstate';
import { logoutMachine } from '../../../machines/logout/logout.machine';
import type { AppConfig } from '../../../schemas/app-config.schema';
import { APP_BASE_PATH, STORAGE_KEYS } from '../../../schemas/spec-constants';
import type { FlowDeps } from '../../shared/flow-deps';
import { localStore, sessionStore, tokenStore } from '../../effects/storage';
import { readLanguage } from '../../i18n/language';
import { allowedRedirectUrl } from '../../security/redirect-target';
import { logoutApi } from './logout.api';
// The flow's steps come with its code (machines/logout/logout.steps.ts).
export { LOGOUT_STEPS } from '../../../machines/logout/logout.steps';

/** sessionStorage key of the address to return to after logout (SPEC section 3). */
export const BACKHREF_KEY = 'backhref';

/**
 * Where the browser goes after logout when the server names no address (SPEC section 2): the saved return
 * address, else the configured login address, else the install page with idpReturn=true and the language.
 * The SPEC does not give the install page's address; this app's own entry page stands in for it.
 */
export function returnAddress(
  config: Pick<AppConfig, 'login_uri'>,
  saved: string | null,
  language: string,
): string {
  if (saved) return saved;
  if (config.login_uri) return config.login_uri;
  return `${APP_BASE_PATH}#/login?${new URLSearchParams({ idpReturn: 'true', language })}`;
}

const readSavedReturnAddress = (): string | null => sessionStore.get(BACKHREF_KEY);

/** Leaves for `url`; when only the hash differs from this page, reloads so no state of the old session survives. */
function leaveFor(url: URL): void {
  const here = new URL(window.location.href);
  window.location.assign(url.href);
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search)
    window.location.reload();
}

/** Logout wired to this browser; the app runs it as its `logout` flow. */
export function logoutFlow({ api, reportError, config }: Pick<FlowDeps, 'api' | 'reportError' | 'config'>) {
  const calls = logoutApi(api);
  const policy = () => ({ pageUrl: window.location.href, allowedOrigins: config.allowedOrigins });
  return logoutMachine.provide({
    actors: {
      logout: fromPromise(
        ({
          input,
          signal,
        }: {
          input: { oldAccessToken: string | null; accessToken: string };
          signal: AbortSignal;
        }) => calls.logout(input.accessToken, input.oldAccessToken, signal),
      ),
      returnAddress: fromPromise(async () => returnAddress(config, readSavedReturnAddress(), readLanguage())),
    },
    actions: {
      openWindow: (_, { url }) => void window.open(url, '_blank', 'noopener,noreferrer'),
      redirect: (_, { url }) => {
        // The machine checked the target; resolving it again here only turns a root path into a full URL.
        const target = allowedRedirectUrl(url, policy());
        if (target) leaveFor(target);
      },
      clearSession: () => {
        tokenStore.clear();
        localStore.remove(STORAGE_KEYS.idaas);
      },
      reportError: (_, { error }) => reportError(error),
    },
    guards: {
      isAllowedTarget: (_, { target }) => allowedRedirectUrl(target, policy()) !== null,
    },
  });
}
