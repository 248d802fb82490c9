import { fromPromise } from 'xstate';
import {
  type QrInitInput,
  type QrStatusInput,
  qrLoginMachine,
} from '../../../machines/qr-login/qr-login.machine';
import type { QrSuccessRequest } from '../../../schemas/qr-login.schema';
import { pageVisibility } from '../../effects/page-visibility';
import type { FlowDeps } from '../../shared/flow-deps';
import { qrLoginApi } from './qr-login.api';

type Call<I> = { input: I; signal: AbortSignal };

/** The QR scan login machine with its calls and the page's visibility. */
export function qrLoginFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = qrLoginApi(api);
  return qrLoginMachine.provide({
    actors: {
      qrInit: fromPromise(({ input, signal }: Call<QrInitInput>) => calls.init(input, signal)),
      qrCaptcha: fromPromise(({ input, signal }: Call<{ enterpriseId: string }>) =>
        calls.captcha(input.enterpriseId, signal),
      ),
      qrStatus: fromPromise(({ input, signal }: Call<QrStatusInput>) => calls.status(input, signal)),
      qrSuccess: fromPromise(({ input, signal }: Call<QrSuccessRequest & { enterpriseId: string }>) => {
        const { enterpriseId: _tenant, ...body } = input;
        return calls.success(body, signal);
      }),
      pageVisibility,
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
