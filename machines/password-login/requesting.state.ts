import { assign } from 'xstate';
import { loginFailure } from '../shared/login-failure';
import { name, passwordLoginSetup, showFailure } from './password-login.setup';

/**
 * The grant (`rest_token`, or what its route wraps it in: src/shared/grant-route.ts) with the encrypted password, the challenge's code, the captcha when required and the device id
 * when read: what it grants ends the login; a refusal the form shows (wrong password, captcha) or a dialog (lock, device)
 * refreshes the captcha; anything else is the app's to report.
 */
export const requestingState = passwordLoginSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'restToken',
    src: 'restToken',
    input: ({ context }) => ({
      username: name(context.pending?.username ?? ''),
      password: context.cipher?.password ?? '',
      sm2Code: context.cipher?.sm2_code ?? '',
      autoLogin: context.autoLoginOffered && (context.pending?.autoLogin ?? false),
      captchaCode: context.captchaRequired ? (context.captcha?.code ?? null) : null,
      captchaText: context.captchaRequired ? (context.pending?.captchaText.trim() ?? null) : null,
      clientId: context.clientId,
      enterpriseId: context.enterpriseId,
      deviceId: context.deviceId,
      grant: context.grant,
      enterpriseAuthId: context.enterpriseAuthId,
    }),
    onDone: {
      target: 'signedIn',
      actions: assign({ pending: null, cipher: null, granted: ({ event }) => event.output }),
    },
    onError: [
      {
        guard: { type: 'isFormError', params: ({ event }) => loginFailure(event.error) },
        target: 'refreshing',
        actions: assign(({ context, event }) => ({
          ...showFailure(context, loginFailure(event.error)),
          pending: null,
          cipher: null,
        })),
      },
      {
        guard: { type: 'isDialog', params: ({ event }) => loginFailure(event.error) },
        target: 'dialogOpen',
        actions: assign(({ context, event }) => {
          const failure = loginFailure(event.error);
          return {
            dialog: failure.kind === 'dialog' ? failure.dialog : null,
            lockMinutes:
              failure.kind === 'dialog' && failure.dialog !== 'deviceId'
                ? (failure.lockTime ?? context.lockTime)
                : context.lockMinutes,
            pending: null,
            cipher: null,
          };
        }),
      },
      {
        target: 'refreshing',
        actions: [
          assign({ pending: null, cipher: null }),
          { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        ],
      },
    ],
  },
});
