import { fromPromise } from 'xstate';
import {
  type EmbeddedStartInput,
  embeddedQrMachine,
} from '../../../machines/embedded-qr/embedded-qr.machine';
import { UNSAFE_REDIRECT } from '../../../machines/shared/third-party-problem';
import { loginContextStore } from '../../effects/login-context-store';
import { frameUrlReturnsHere } from '../../security/frame-url';
import type { FlowDeps } from '../../shared/flow-deps';
import { thirdPartyLoginApi } from './third-party-login.api';
import { providerAnswer } from './provider-answer';

type Call<I> = { input: I; signal: AbortSignal };

/** The embedded QR login machine: login_ for the framed page, checked; the answer; the way to the receiver. */
export function embeddedQrFlow({ api }: Pick<FlowDeps, 'api'>) {
  const calls = thirdPartyLoginApi(api);
  return embeddedQrMachine.provide({
    actors: {
      startEmbedded: fromPromise(async ({ input, signal }: Call<EmbeddedStartInput>) => {
        const start = await calls.start(input.kind, input, { embedded: 'true' }, signal);
        if (!frameUrlReturnsHere(start.authorizeUrl, input.kind, window.location.origin))
          throw new Error(UNSAFE_REDIRECT);
        return start;
      }),
      providerAnswer,
    },
    actions: {
      keepLoginContext: (_, { loginContext }) => loginContextStore.write(loginContext),
      goToCallback: (_, { url }) => window.location.assign(url),
    },
  });
}
