import { fromPromise } from 'xstate';
import { postLoginMachine } from '../../machines/post-login.machine';
import type { ApplicationTwoFactorResultRequest } from '../../schemas/application-two-factor.schema';
import { STORAGE_KEYS } from '../../schemas/spec-constants';
import { applicationTwoFactorApi } from '../api/application-two-factor.api';
import { sessionApi } from '../api/session.api';
import { localStore, tokenStore } from '../effects/storage';
import { isAllowedRedirectTarget } from '../security/redirect-target';
import type { FlowDeps } from './flow-deps';

type SpQuery = { accessToken: string; sp_code: string; application_key: string };

const withToken = <T>(call: (token: string, signal: AbortSignal) => Promise<T>) =>
  fromPromise(({ input, signal }: { input: { accessToken: string }; signal: AbortSignal }) => call(input.accessToken, signal));

/**
 * The post-login machine with the session calls, the application result, token and `idaas` storage and a
 * checked redirect.
 */
export function postLoginFlow({ http, reportError, config }: FlowDeps) {
  const api = sessionApi(http);
  const application = applicationTwoFactorApi(http);
  return postLoginMachine.provide({
    actors: {
      userPasswordInfo: withToken(api.userPasswordInfo),
      userSettingInfo: withToken(api.userSettingInfo),
      rolePermissions: withToken(api.rolePermissions),
      spLogged: fromPromise(({ input, signal }: { input: SpQuery; signal: AbortSignal }) =>
        api.spLogged(input.accessToken, { sp_code: input.sp_code, application_key: input.application_key }, signal),
      ),
      saveSession: withToken(api.saveSession),
      applicationResult: fromPromise(
        ({ input, signal }: { input: ApplicationTwoFactorResultRequest; signal: AbortSignal }) =>
          application.authResult(input, signal),
      ),
    },
    actions: {
      storeToken: (_, { accessToken }) => tokenStore.set(accessToken),
      clearToken: () => tokenStore.clear(),
      storeLoginParams: (_, loginParams) => localStore.set(STORAGE_KEYS.idaas, JSON.stringify(loginParams)),
      redirect: (_, { url }) => window.location.assign(url),
      reportError: (_, { error }) => reportError(error),
    },
    guards: {
      isAllowedTarget: (_, { url }) =>
        isAllowedRedirectTarget(url, { pageUrl: window.location.href, allowedOrigins: config.allowedOrigins }),
    },
  });
}
