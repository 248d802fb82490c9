import { fromPromise, sendParent } from 'xstate';
import type { ApplicationAuthTypeQuery } from '../../../schemas/application-two-factor.schema';
import type { LOGIN_TYPES, LoginTypeKey } from '../../../machines/sign-in/login-types';
import { type ApplicationQuery, signInMachine } from '../../../machines/sign-in/sign-in.machine';
import type { FlowDeps } from '../../shared/flow-deps';
import { signInApi } from './sign-in.api';

/** Each login type's machine with its own effects (src/app/login-type-table.tsx). */
export type LoginTypeLogics = { [K in keyof typeof LOGIN_TYPES]: (typeof LOGIN_TYPES)[K] };

/** The login types' machines, and for each what makes its code ready (a download, for all but the first screen's). */
export type LoginTypeCode = {
  logics: LoginTypeLogics;
  prepare: Record<LoginTypeKey, () => Promise<void>>;
};

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
