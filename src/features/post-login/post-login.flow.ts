import { fromPromise } from 'xstate';
import { licenseMachine } from '../../../machines/license/license.machine';
import { isPortalLanding } from '../../../machines/post-login/landing';
import { postLoginMachine } from '../../../machines/post-login/post-login.machine';
import type { ApplicationTwoFactorResultRequest } from '../../../schemas/application-two-factor.schema';
import { STORAGE_KEYS } from '../../../schemas/spec-constants';
import { qrConfirmReturn } from '../../effects/qr-confirm-return';
import type { FlowDeps } from '../../shared/flow-deps';
import { cookieStore } from '../../effects/cookie-store';
import { localStore, tokenStore } from '../../effects/storage';
import { formatDate } from '../../shared/date-format';
import { isAllowedRedirectTarget } from '../../security/redirect-target';
import { postLoginApi } from './post-login.api';
// The flow's steps come with its code (machines/post-login/post-login.steps.ts).
export { POST_LOGIN_STEPS } from '../../../machines/post-login/post-login.steps';

/** Not in SPEC: the day (yyyy-MM-dd, local) an administrator dismissed the license's warning. */
const LICENSE_WARNED_COOKIE = 'idaas_license_warned';

/** The license check, told whether its warning was dismissed today, and keeping that it now was. */
const licenseCheck = licenseMachine.provide({
  guards: { warnedToday: () => cookieStore.get(LICENSE_WARNED_COOKIE) === formatDate(new Date()) },
  actions: { rememberWarning: () => cookieStore.set(LICENSE_WARNED_COOKIE, formatDate(new Date()), '1d') },
});

type SpQuery = { accessToken: string; sp_code: string; application_key: string };

const withToken = <T>(call: (token: string, signal: AbortSignal) => Promise<T>) =>
  fromPromise(({ input, signal }: { input: { accessToken: string }; signal: AbortSignal }) =>
    call(input.accessToken, signal),
  );

/** The post-login machine with the session calls, the application result, `idaas` storage and a checked redirect. */
export function postLoginFlow({ api, reportError, config }: FlowDeps) {
  const calls = postLoginApi(api);
  return postLoginMachine.provide({
    actors: {
      userPasswordInfo: withToken(calls.userPasswordInfo),
      userSettingInfo: withToken(calls.userSettingInfo),
      rolePermissions: withToken(calls.rolePermissions),
      spLogged: fromPromise(({ input, signal }: { input: SpQuery; signal: AbortSignal }) =>
        calls.spLogged(
          input.accessToken,
          { sp_code: input.sp_code, application_key: input.application_key },
          signal,
        ),
      ),
      saveSession: withToken(calls.saveSession),
      licenseCheck,
      applicationResult: fromPromise(
        ({ input, signal }: { input: ApplicationTwoFactorResultRequest; signal: AbortSignal }) =>
          calls.applicationResult(input, signal),
      ),
    },
    actions: {
      clearToken: () => tokenStore.clear(),
      storeLoginParams: (_, loginParams) => localStore.set(STORAGE_KEYS.idaas, JSON.stringify(loginParams)),
      // A phone sent to sign in by the QR confirm page goes back there rather than to the portal.
      redirect: (_, { url }) =>
        window.location.assign((isPortalLanding(url) && qrConfirmReturn.take()) || url),
      reportError: (_, { error }) => reportError(error),
    },
    guards: {
      isAllowedTarget: (_, { url }) =>
        isAllowedRedirectTarget(url, {
          pageUrl: window.location.href,
          allowedOrigins: config.allowedOrigins,
        }),
    },
  });
}
