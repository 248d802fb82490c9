/**
 * An application's second check by one-time code (SPEC sections 2 `/applicationTwoFactor`, 3 OTP request,
 * 7 `plugin_application_2factor/otpcode`, `adapter/inside/otpCode`): the application named its user, who
 * types the code their authenticator app shows. A code that passes gives a token that only answers the
 * application; post-login then sends the result (authResult) as after a password. A request that came
 * through the login's own adapter (`defaultAdapter=otp`) sends the code there.
 * Has no route: it runs on `/applicationTwoFactor`, in the login card.
 */
import { assign, setup } from 'xstate';
import type { ApplicationCodeRequest } from '../../schemas/application-code.schema';
import { codeFormatError, type CodeFormatError } from '../shared/code-refusal';
import { notProvided } from '../shared/not-provided';
import { type ApplicationCodeRefusal, applicationCodeRefusal } from './application-code-refusal';
import type { ApplicationCodeOutput } from './application-code.schema';

export type ApplicationCodeInput = {
  enterpriseId: string;
  purchaseId: string;
  state: string;
  username: string;
  /** The request came through the login's adapter: the code goes to `adapter/inside/otpCode`. */
  viaAdapter: boolean;
};

export type ApplicationCodeEvent = { type: 'code.submit'; code: string } | { type: 'code.edit' };

type ApplicationCodeContext = ApplicationCodeInput & {
  code: string;
  formatError: CodeFormatError | null;
  refusal: ApplicationCodeRefusal | null;
  accessToken: string | null;
};

const codeOf = (event: ApplicationCodeEvent) => (event.type === 'code.submit' ? event.code.trim() : '');

export const applicationCodeMachine = setup({
  types: {
    input: {} as ApplicationCodeInput,
    context: {} as ApplicationCodeContext,
    events: {} as ApplicationCodeEvent,
    output: {} as ApplicationCodeOutput,
  },
  actors: {
    checkCode: notProvided<{ access_token: string }, ApplicationCodeRequest & { viaAdapter: boolean }>(
      'checkCode',
    ),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isCodeWellFormed: ({ event }) => codeFormatError(codeOf(event)) === null,
    isRefusal: (_, { error }: { error: unknown }) => applicationCodeRefusal(error) !== null,
  },
}).createMachine({
  id: 'applicationCode',
  context: ({ input }) => ({ ...input, code: '', formatError: null, refusal: null, accessToken: null }),
  initial: 'entering',
  states: {
    entering: {
      on: {
        'code.submit': [
          {
            guard: 'isCodeWellFormed',
            target: 'checking',
            actions: assign({ code: ({ event }) => codeOf(event), formatError: null, refusal: null }),
          },
          { actions: assign({ formatError: ({ event }) => codeFormatError(codeOf(event)), refusal: null }) },
        ],
        'code.edit': { actions: assign({ formatError: null, refusal: null }) },
      },
    },
    checking: {
      tags: ['busy'],
      // The code is not kept once sent: each is good for one try.
      exit: assign({ code: '' }),
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({
          otpCode: context.code,
          enterpriseId: context.enterpriseId,
          bindOffineDevices: false,
          applicationfactor2State: context.state,
          username: context.username,
          purchaseId: context.purchaseId,
          viaAdapter: context.viaAdapter,
        }),
        onDone: {
          target: 'passed',
          actions: assign({ accessToken: ({ event }) => event.output.access_token }),
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'entering',
            actions: assign({ refusal: ({ event }) => applicationCodeRefusal(event.error) }),
          },
          // No answer (a lost connection, a server fault): reported; the user tries again.
          {
            target: 'entering',
            actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    passed: { type: 'final' },
  },
  output: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
});
