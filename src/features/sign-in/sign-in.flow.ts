import { fromPromise, sendParent } from 'xstate';
import type { ApplicationAuthTypeQuery } from '../../../schemas/application-two-factor.schema';
import type { LoginTypeKey } from '../../../machines/sign-in/login-types';
import type { LoginTypeCode } from '../../shared/login-type-panel';
import { type ApplicationQuery, signInMachine } from '../../../machines/sign-in/sign-in.machine';
import type { FlowDeps } from '../../shared/flow-deps';
import { signInApi } from './sign-in.api';

/** The sign-in machine with the application's login types call and the login types it runs. */
export function signInFlow(
  { api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>,
  loginTypes: LoginTypeCode,
) {
  const calls = signInApi(api);
  return signInMachine.provide({
    actors: {
      ...loginTypes.logics,
      prepareLoginType: fromPromise(({ input }: { input: LoginTypeKey }) =>
        loginTypes.prepare[input]().then(() => undefined),
      ),
      applicationLoginTypes: fromPromise(
        ({ input, signal }: { input: ApplicationQuery; signal: AbortSignal }) =>
          calls.applicationLoginTypes(input, signal),
      ),
      applicationAuthType: fromPromise(
        ({ input, signal }: { input: ApplicationAuthTypeQuery; signal: AbortSignal }) =>
          calls.applicationAuthType(input, signal),
      ),
    },
    actions: {
      reportError: (_, { error }) => reportError(error),
      // The app runs the sign-in as its child: it turns desktop-client mode on for a confirmed desktop key.
      applicationConfirmed: sendParent((_, { applicationKey }: { applicationKey: string }) => ({
        type: 'application.confirmed',
        applicationKey,
      })),
    },
  });
}
