import { fromPromise } from 'xstate';
import { otpAppMachine } from '../../../machines/second-factor/otp-app.machine';
import { secondFactorMachine } from '../../../machines/second-factor/second-factor.machine';
import { smsCodeMachine } from '../../../machines/second-factor/sms-code.machine';
import type { OtpCodeRequest } from '../../../schemas/second-factor.schema';
import type { FlowDeps } from '../../shared/flow-deps';
import { secondFactorApi } from './second-factor.api';

type Call<I> = { input: I & { accessToken: string }; signal: AbortSignal };
type WithToken = { accessToken: string };

const withToken = <T>(call: (token: string, signal: AbortSignal) => Promise<T>) =>
  fromPromise(({ input, signal }: Call<WithToken>) => call(input.accessToken, signal));

/** The second factor wired to this browser: its calls, and each method's child flow with its own. */
export function secondFactorFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = secondFactorApi(api);
  const report = { reportError: (_: unknown, { error }: { error: unknown }) => reportError(error) };
  return secondFactorMachine.provide({
    actors: {
      secondFactorSelect: withToken(calls.select),
      saveResult: fromPromise(({ input, signal }: Call<{ authCode: string }>) =>
        calls.saveResult(input.accessToken, input.authCode, signal),
      ),
      otpApp: otpAppMachine.provide({
        actors: {
          otpDetails: withToken(calls.otpDetails),
          otpCode: fromPromise(({ input: { accessToken, ...body }, signal }: Call<OtpCodeRequest>) =>
            calls.otpCode(accessToken, body, signal),
          ),
          firstOneTimeCode: withToken(calls.firstOneTimeCode),
          verifyConfirm: fromPromise(({ input, signal }: Call<{ otpCode: string }>) =>
            calls.verifyConfirm(input.accessToken, input.otpCode, signal),
          ),
        },
        actions: report,
      }),
      smsCode: smsCodeMachine.provide({
        actors: {
          smsUserInfo: withToken(calls.smsUserInfo),
          smsSendCode: withToken(calls.smsSendCode),
          smsSubmitCode: fromPromise(({ input, signal }: Call<{ code: string }>) =>
            calls.smsSubmitCode(input.accessToken, input.code, signal),
          ),
        },
        actions: report,
      }),
    },
    actions: report,
  });
}
