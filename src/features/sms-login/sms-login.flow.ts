import { fromPromise } from 'xstate';
import { smsLoginMachine } from '../../../machines/sms-login/sms-login.machine';
import type { CompositeStartRequest } from '../../../schemas/composite.schema';
import type {
  SmsLoginInfoQuery,
  SmsLoginRequest,
  SmsSendCodeRequest,
} from '../../../schemas/sms-login.schema';
import { drawCaptcha } from '../../api/captcha';
import type { ChainStarter, FlowDeps } from '../../shared/flow-deps';
import { smsLoginApi } from './sms-login.api';

type Call<I> = { input: I; signal: AbortSignal };

/** The SMS login machine with its calls, the login page's captcha, and a chain's start. */
export function smsLoginFlow(
  { api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>,
  startChain: ChainStarter,
) {
  const calls = smsLoginApi(api);
  return smsLoginMachine.provide({
    actors: {
      smsLoginInfo: fromPromise(({ input, signal }: Call<SmsLoginInfoQuery>) => calls.info(input, signal)),
      captcha: fromPromise(({ signal }) => drawCaptcha(api, signal)),
      smsSendCode: fromPromise(({ input, signal }: Call<SmsSendCodeRequest>) =>
        calls.sendCode(input, signal),
      ),
      smsLogin: fromPromise(({ input, signal }: Call<SmsLoginRequest>) => calls.login(input, signal)),
      startChain: fromPromise(({ input, signal }: Call<CompositeStartRequest>) => startChain(input, signal)),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
