import { fromPromise } from 'xstate';
import type { GrantPreparation } from '../../../machines/shared/grant';
import type { PendingBindingRef } from '../../../machines/shared/pending-binding';
import {
  type SignInRequest,
  passwordLoginMachine,
} from '../../../machines/password-login/password-login.machine';
import type { RestTokenRequest, RestTokenSuccess } from '../../../schemas/password-login.schema';
import { PASSWORD_GRANT_SCOPE, STORAGE_KEYS } from '../../../schemas/spec-constants';
import type { ChainStarter, FlowDeps } from '../../shared/flow-deps';
import { type GrantCalls, grantBy, prepareGrantWith } from '../../shared/grant-route';
import { ApiError } from '../../api/api-error';
import { tokenOnly } from '../../api/token-answer';
import { encryptPassword } from '../../crypto/sm2-encrypt';
import { retryingImport } from '../../effects/chunk-retry';
import { localStore } from '../../effects/storage';
import { passwordLoginApi } from './password-login.api';

/**
 * Where the grant goes besides rest_token: a tenant directory's adapter (adapter/inside/password); for a binding's
 * route, the binding's call (the third-party and plugin flows provide it, so their code stays out of this one).
 */
type GrantOptions = {
  directory?: string | null;
  /** Where the login may be a composite chain's first step (the login page's): how the chain starts. */
  startChain?: ChainStarter;
  bind?: (
    body: RestTokenRequest,
    binding: PendingBindingRef,
    signal: AbortSignal,
  ) => Promise<RestTokenSuccess>;
};

/**
 * The instance-wide grant (authenticate/global/login): the form without its tenant. Its code downloads with the
 * first submit of a page that uses it.
 */
async function globalLogin(api: FlowDeps['api'], body: RestTokenRequest, signal: AbortSignal) {
  const { GLOBAL_LOGIN_ENDPOINTS } = await retryingImport(
    () => import('../../../schemas/global-login.endpoints'),
  );
  const { _enterprise_id: _tenant, ...form } = body;
  const { path } = GLOBAL_LOGIN_ENDPOINTS.globalLogin;
  const answer = tokenOnly(await api(GLOBAL_LOGIN_ENDPOINTS.globalLogin, { body: form, signal }), path);
  // Only a ticket's request may be answered so: to a sign-in it is as malformed as any other wrong answer.
  if ('cancelled' in answer)
    throw new ApiError({ kind: 'malformed', endpoint: path, issues: 'cancelled' }, path);
  return answer;
}

/**
 * The password-login machine with the real calls, the device agent, the browser's device ids and its SM2
 * encryption. The grant is rest_token's, or a tenant directory's (adapter/inside/password) for the LDAP login
 * type, sent as its route says (src/shared/grant-route.ts).
 */
export function passwordLoginFlow(
  { api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>,
  { directory = null, bind, startChain }: GrantOptions = {},
) {
  const calls = passwordLoginApi(api);
  const prepareGrant = prepareGrantWith(startChain);
  const grantCalls = (body: RestTokenRequest): GrantCalls => ({
    own: (authCode, signal) =>
      directory !== null
        ? calls.directoryLogin({ ...body, authCode }, directory, signal)
        : calls.restToken({ ...body, authCode }, signal),
    path: directory !== null ? calls.directoryPath : calls.restTokenPath,
    // The instance-wide grant is the password's: a directory's login is its tenant's.
    ...(directory === null ? { instanceWide: (signal: AbortSignal) => globalLogin(api, body, signal) } : {}),
    ...(bind ? { bind: (binding, signal) => bind(body, binding, signal) } : {}),
  });
  return passwordLoginMachine.provide({
    actors: {
      captchaShow: fromPromise(({ input, signal }: { input: { username: string }; signal: AbortSignal }) =>
        calls.captchaShow(input.username, signal),
      ),
      captcha: fromPromise(({ signal }) => calls.captcha(signal)),
      encryptPassword: fromPromise(
        ({ input, signal }: { input: { password: string }; signal: AbortSignal }) =>
          encryptPassword(api, input.password, signal),
      ),
      prepareGrant: fromPromise(({ input, signal }: { input: GrantPreparation; signal: AbortSignal }) =>
        prepareGrant(input, signal),
      ),
      // Only tenants that read device ids need the agent's code: it downloads with the first submit that asks.
      readDeviceId: fromPromise(async ({ signal }) =>
        (await retryingImport(() => import('../../effects/device-agent'))).readDeviceId(signal),
      ),
      restToken: fromPromise(({ input, signal }: { input: SignInRequest; signal: AbortSignal }) => {
        // The agent's id of this submit; otherwise the last one it gave this browser, as before the agent's call.
        const deviceId = input.deviceId ?? localStore.get(STORAGE_KEYS.deviceId);
        const body: RestTokenRequest = {
          client_id: input.clientId,
          grant_type: 'password',
          scope: PASSWORD_GRANT_SCOPE,
          username: input.username,
          password: input.password,
          _enterprise_id: input.enterpriseId,
          sm2_code: input.sm2Code,
          auto_login: input.autoLogin,
          cap_code: input.captchaCode,
          cap_text: input.captchaText,
          authCode: null,
          deviceId,
          trace_id: localStore.get(STORAGE_KEYS.traceId),
          device_id: deviceId,
        };
        return grantBy(input.grant, input.enterpriseAuthId, grantCalls(body), signal);
      }),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
