import { fromPromise } from 'xstate';
import { resetAccountMachine } from '../../../machines/reset-password/reset-account.machine';
import { resetCodeMachine } from '../../../machines/reset-password/reset-code.machine';
import {
  type ResetSubmission,
  resetNewPasswordMachine,
} from '../../../machines/reset-password/reset-new-password.machine';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import { resetQuestionsMachine } from '../../../machines/reset-password/reset-questions.machine';
import type {
  ObtainCodeRequest,
  SecretCheckRequest,
  SecretIssuesQuery,
  VerifyCodeRequest,
  VerifyUserRequest,
} from '../../../schemas/reset-password.schema';
import { encryptPassword } from '../../crypto/sm2-encrypt';
import type { FlowDeps } from '../../shared/flow-deps';
import { passwordPolicyApi } from '../../shared/password-policy/password-policy.api';
import { resetPasswordApi } from './reset-password.api';
import { resetStore } from './reset-store';
// The flow's steps come with its code (machines/reset-password/reset-password.steps.ts).
export { RESET_PASSWORD_STEPS } from '../../../machines/reset-password/reset-password.steps';

type Call<I> = { input: I; signal: AbortSignal };
const call = <I, O>(run: (input: I, signal: AbortSignal) => Promise<O>) =>
  fromPromise(({ input, signal }: Call<I>) => run(input, signal));

/** The forgotten-password reset wired to this browser; the app runs it as its `resetPassword` flow. */
export function resetPasswordFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = resetPasswordApi(api);
  const policies = passwordPolicyApi(api);
  const actions = { reportError: (_: unknown, { error }: { error: unknown }) => reportError(error) };
  return resetPasswordMachine.provide({
    actors: {
      keptReset: fromPromise(async () => resetStore.read()),
      resetAccount: resetAccountMachine.provide({
        actors: {
          drawCaptcha: fromPromise(({ signal }) => calls.captcha(signal)),
          verifyUser: call((body: VerifyUserRequest, signal) => calls.verifyUser(body, signal)),
        },
        actions,
      }),
      resetCode: resetCodeMachine.provide({
        actors: {
          obtainCode: call((body: ObtainCodeRequest, signal) => calls.obtainCode(body, signal)),
          verifyCode: call((body: VerifyCodeRequest, signal) => calls.verifyCode(body, signal)),
        },
        actions: { ...actions, keepSent: (_, obtained) => resetStore.keepSent(obtained) },
      }),
      resetQuestions: resetQuestionsMachine.provide({
        actors: {
          secretIssues: call((query: SecretIssuesQuery, signal) => calls.secretIssues(query, signal)),
          secretCheck: call((body: SecretCheckRequest, signal) => calls.secretCheck(body, signal)),
        },
        actions,
      }),
      resetNewPassword: resetNewPasswordMachine.provide({
        actors: {
          loadPolicy: call(({ enterpriseId }: { enterpriseId: string }, signal) =>
            policies.passwordPolicy(enterpriseId, signal),
          ),
          checkBreached: call(({ password }: { password: string }, signal) =>
            policies.isBreached(password, signal),
          ),
          encryptPassword: call(({ password }: { password: string }, signal) =>
            encryptPassword(api, password, signal),
          ),
          submitReset: call((body: ResetSubmission, signal) => calls.submit(body, signal)),
        },
        actions,
      }),
    },
    actions: { ...actions, keepProgress: (_, { progress }) => resetStore.keep(progress) },
  });
}
