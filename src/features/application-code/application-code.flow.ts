import { fromPromise } from 'xstate';
import { applicationCodeMachine } from '../../../machines/application-code/application-code.machine';
import type { ApplicationCodeRequest } from '../../../schemas/application-code.schema';
import type { FlowDeps } from '../../shared/flow-deps';
import { applicationCodeApi } from './application-code.api';
// The flow's steps come with its code (machines/application-code/application-code.steps.ts).
export { APPLICATION_CODE_STEPS } from '../../../machines/application-code/application-code.steps';

/** The application's code check with the real call. */
export function applicationCodeFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = applicationCodeApi(api);
  return applicationCodeMachine.provide({
    actors: {
      checkCode: fromPromise(
        ({
          input: { viaAdapter, ...body },
          signal,
        }: {
          input: ApplicationCodeRequest & { viaAdapter: boolean };
          signal: AbortSignal;
        }) => calls.checkCode(body, viaAdapter, signal),
      ),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
