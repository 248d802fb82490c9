import { fromPromise } from 'xstate';
import type { Sm2Key } from '../../schemas/boot.schema';
import { STORAGE_KEYS } from '../../schemas/spec-constants';
import { type SignInRequest, passwordLoginMachine } from '../../machines/password-login.machine';
import { passwordLoginApi } from '../api/password-login.api';
import { sm2Encrypt } from '../crypto/sm2-encrypt';
import { localStore } from '../effects/storage';
import type { FlowDeps } from './flow-deps';

/** The password-login machine with the real calls and the browser's SM2 encryption. */
export function passwordLoginFlow({ http, reportError }: FlowDeps) {
  const api = passwordLoginApi(http);
  return passwordLoginMachine.provide({
    actors: {
      captchaShow: fromPromise(({ input, signal }: { input: { username: string }; signal: AbortSignal }) =>
        api.captchaShow(input.username, signal),
      ),
      captcha: fromPromise(({ signal }) => api.captcha(signal)),
      encryptPassword: fromPromise(({ input }: { input: { password: string; sm2Key: Sm2Key } }) =>
        sm2Encrypt(input.password, input.sm2Key),
      ),
      restToken: fromPromise(({ input, signal }: { input: SignInRequest; signal: AbortSignal }) =>
        api.restToken(
          input,
          { deviceId: localStore.get(STORAGE_KEYS.deviceId), traceId: localStore.get(STORAGE_KEYS.traceId) },
          signal,
        ).then((token) => ({ access_token: token.access_token })),
      ),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
