import { fromPromise } from 'xstate';
import { type Registration, registerMachine } from '../../../machines/register/register.machine';
import { encryptPassword } from '../../crypto/sm2-encrypt';
import type { FlowDeps } from '../../shared/flow-deps';
import { passwordPolicyApi } from '../../shared/password-policy/password-policy.api';
import { registerApi } from './register.api';

type Call<I> = { input: I; signal: AbortSignal };

/** Registration wired to this browser; the app runs it as its `register` flow. */
export function registerFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const policies = passwordPolicyApi(api);
  const { captcha, register } = registerApi(api);
  return registerMachine.provide({
    actors: {
      loadSetup: fromPromise(async ({ input, signal }: Call<{ enterpriseId: string }>) => {
        const [both, picture] = await Promise.all([
          policies.policies(input.enterpriseId, signal),
          captcha(signal),
        ]);
        return { ...both, captcha: picture };
      }),
      drawCaptcha: fromPromise(({ signal }: { signal: AbortSignal }) => captcha(signal)),
      checkBreached: fromPromise(({ input, signal }: Call<{ password: string }>) =>
        policies.isBreached(input.password, signal),
      ),
      encryptPassword: fromPromise(({ input, signal }: Call<{ password: string }>) =>
        encryptPassword(api, input.password, signal),
      ),
      register: fromPromise(({ input, signal }: Call<Registration>) => register(input, signal)),
    },
    actions: {
      reportError: (_, { error }) => reportError(error),
    },
  });
}
