import { fromPromise } from 'xstate';
import { smsLoginMachine } from '../../../machines/sms-login/sms-login.machine';
import type { GrantPreparation } from '../../../machines/shared/grant';
import type { SmsGrantRequest } from '../../../machines/sms-login/sms-login.setup';
import type { SmsLoginInfoQuery, SmsSendCodeRequest } from '../../../schemas/sms-login.schema';
import { drawCaptcha } from '../../api/captcha';
import type { ChainStarter, FlowDeps } from '../../shared/flow-deps';
import { grantBy, prepareGrantWith } from '../../shared/grant-route';
import { smsLoginApi } from './sms-login.api';

type Call<I> = { input: I; signal: AbortSignal };

/** The SMS login machine with its calls, the login page's captcha, and its grant's routes. */
export function smsLoginFlow(
  { api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>,
  startChain: ChainStarter,
) {
  const calls = smsLoginApi(api);
  const prepareGrant = prepareGrantWith(startChain);
  return smsLoginMachine.provide({
    actors: {
      smsLoginInfo: fromPromise(({ input, signal }: Call<SmsLoginInfoQuery>) => calls.info(input, signal)),
      captcha: fromPromise(({ signal }) => drawCaptcha(api, signal)),
      smsSendCode: fromPromise(({ input, signal }: Call<SmsSendCodeRequest>) =>
        calls.sendCode(input, signal),
      ),
      smsLogin: fromPromise(({ input: { login, grant }, signal }: Call<SmsGrantRequest>) =>
        grantBy(
          grant,
          login.enterpriseAuthId,
          { own: (authCode, s) => calls.login({ ...login, authCode }, s), path: calls.loginPath },
          signal,
        ),
      ),
      prepareGrant: fromPromise(({ input, signal }: Call<GrantPreparation>) => prepareGrant(input, signal)),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
