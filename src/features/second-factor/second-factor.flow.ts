import { fromPromise } from 'xstate';
import { keptOf, merge } from '../../../machines/composite/chain-entry';
import { adminCodeMachine } from '../../../machines/second-factor/admin-code.machine';
import { offlineDeviceMachine } from '../../../machines/second-factor/offline-device.machine';
import { otpAppMachine } from '../../../machines/second-factor/otp-app.machine';
import { otpResetMachine } from '../../../machines/second-factor/otp-reset.machine';
import { secondFactorMachine } from '../../../machines/second-factor/second-factor.machine';
import type { ChainStepPassed } from '../../../machines/second-factor/second-factor.schema';
import { smsCodeMachine } from '../../../machines/second-factor/sms-code.machine';
import { CHAIN_STEP_SECONDS } from '../../../schemas/composite.schema';
import type {
  AdminVerifyRequest,
  BindPhoneRequest,
  OtpCodeRequest,
  ResetSendRequest,
} from '../../../schemas/second-factor.schema';
import { compositeStore } from '../../effects/composite-store';
import type { FlowDeps } from '../../shared/flow-deps';
import { secondFactorApi } from './second-factor.api';
// The flow's steps come with its code (machines/second-factor/second-factor.steps.ts).
export { SECOND_FACTOR_STEPS } from '../../../machines/second-factor/second-factor.steps';

type Call<I> = { input: I & { accessToken: string }; signal: AbortSignal };
type WithToken = { accessToken: string };

const withToken = <T>(call: (token: string, signal: AbortSignal) => Promise<T>) =>
  fromPromise(({ input, signal }: Call<WithToken>) => call(input.accessToken, signal));

/**
 * A chain's factor step passed with steps to go (SPEC 4: store userInfo and nextAuth): the tab's entry, if it
 * holds one, takes the step's answer as a step's hand-over would, with another life from now (the server's, C8).
 * None is kept here when there is none: `/second/auth` reads no entry, the server keeps the chain.
 */
export function keepChainStep({ userInfo, nextAuth }: ChainStepPassed) {
  const { entry } = compositeStore.read();
  const kept = entry && merge(keptOf(entry), { step: { auth: true, done: false, userInfo, nextAuth } });
  if (kept) compositeStore.keep(kept, CHAIN_STEP_SECONDS);
}

/** The second factor wired to this browser: its calls, and each method's child flow with its own. */
export function secondFactorFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = secondFactorApi(api);
  const report = { reportError: (_: unknown, { error }: { error: unknown }) => reportError(error) };
  const otpCode = fromPromise(({ input: { accessToken, ...body }, signal }: Call<OtpCodeRequest>) =>
    calls.otpCode(accessToken, body, signal),
  );
  return secondFactorMachine.provide({
    actors: {
      secondFactorSelect: withToken(calls.select),
      saveResult: fromPromise(({ input, signal }: Call<{ authCode: string }>) =>
        calls.saveResult(input.accessToken, input.authCode, signal),
      ),
      otpApp: otpAppMachine.provide({
        actors: {
          otpDetails: withToken(calls.otpDetails),
          otpCode,
          firstOneTimeCode: withToken(calls.firstOneTimeCode),
          appOneTimeCode: withToken(calls.appOneTimeCode),
          bindEnterpriseQrcode: withToken(calls.bindEnterpriseQrcode),
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
          bindPhoneSendCode: fromPromise(
            ({ input: { accessToken, ...body }, signal }: Call<BindPhoneRequest>) =>
              calls.bindPhoneSendCode(accessToken, body, signal),
          ),
          smsSubmitCode: fromPromise(({ input, signal }: Call<{ code: string }>) =>
            calls.smsSubmitCode(input.accessToken, input.code, signal),
          ),
        },
        actions: report,
      }),
      adminCode: adminCodeMachine.provide({
        actors: {
          adminCaptcha: withToken(calls.adminCaptcha),
          adminSendCode: withToken(calls.adminSendCode),
          adminVerify: fromPromise(({ input: { accessToken, ...body }, signal }: Call<AdminVerifyRequest>) =>
            calls.adminVerify(accessToken, body, signal),
          ),
        },
        actions: report,
      }),
      otpReset: otpResetMachine.provide({
        actors: {
          resetCaptcha: withToken(calls.resetCaptcha),
          resetSendSms: fromPromise(({ input: { accessToken, ...body }, signal }: Call<ResetSendRequest>) =>
            calls.resetSendSms(accessToken, body, signal),
          ),
          resetVerifyCode: fromPromise(({ input, signal }: Call<{ code: string }>) =>
            calls.resetVerifyCode(input.accessToken, input.code, signal),
          ),
        },
        actions: report,
      }),
      offlineDevice: offlineDeviceMachine.provide({
        actors: { offlineChallenge: withToken(calls.offlineChallenge), offlineAnswer: otpCode },
        actions: report,
      }),
    },
    actions: {
      ...report,
      chainStepPassed: (_, passed) => keepChainStep(passed),
      clearChain: () => compositeStore.clear(),
    },
  });
}
