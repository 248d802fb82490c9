import { fromPromise } from 'xstate';
import {
  type Registration,
  type RegisterCall,
  registerMachine,
} from '../../../machines/register/register.machine';
import type { PendingBindingRef } from '../../../machines/shared/pending-binding';
import type { Registered } from '../../../schemas/register.schema';
import { encryptPassword } from '../../crypto/sm2-encrypt';
import type { FlowDeps } from '../../shared/flow-deps';
import { passwordPolicyApi } from '../../shared/password-policy/password-policy.api';
import { registerApi } from './register.api';
// The flow's steps come with its code (machines/register/register.steps.ts).
export { REGISTER_STEPS } from '../../../machines/register/register.steps';

type Call<I> = { input: I; signal: AbortSignal };

/** On `/adapterBind`, the registration's call that links the new account (the third-party flow's). */
export type BindRegistration = (
  registration: Registration,
  binding: PendingBindingRef,
  signal: AbortSignal,
) => Promise<Registered>;

/** Registration wired to this browser; the app runs it as its `register` flow, and `/adapterBind` with `bind`. */
export function registerFlow(
  { api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>,
  bind?: BindRegistration,
) {
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
      register: fromPromise(({ input, signal }: Call<RegisterCall>) =>
        input.binding && bind
          ? bind(input.registration, input.binding, signal)
          : register(input.registration, signal),
      ),
    },
    actions: {
      reportError: (_, { error }) => reportError(error),
    },
  });
}
