import { fromPromise } from 'xstate';
import {
  type LoginAccessInput,
  loginAccessMachine,
} from '../../../machines/login-access/login-access.machine';
import type { FlowDeps } from '../../shared/flow-deps';
import { loginAccessApi } from './login-access.api';
// The flow's steps come with its code (machines/login-access/login-access.steps.ts).
export { LOGIN_ACCESS_STEPS } from '../../../machines/login-access/login-access.steps';

/** The login-access page wired to this browser; the app runs it as its `loginAccess` flow. */
export function loginAccessFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = loginAccessApi(api);
  return loginAccessMachine.provide({
    actors: {
      userPasswordInfo: fromPromise(
        ({ input, signal }: { input: { accessToken: string }; signal: AbortSignal }) =>
          calls.userPasswordInfo(input.accessToken, signal),
      ),
      applicationSecurityLevel: fromPromise(
        ({ input: { accessToken, ...query }, signal }: { input: LoginAccessInput; signal: AbortSignal }) =>
          calls.applicationSecurityLevel(accessToken, query, signal),
      ),
    },
    actions: {
      reportError: (_, { error }) => reportError(error),
    },
  });
}
