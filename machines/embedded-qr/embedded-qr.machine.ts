/**
 * Embedded QR login (issue 14; SPEC 7 `authenticate/{adapter}/login_`), a login type of the sign-in flow on a
 * desktop browser: a DingTalk, WeChat or WeCom source's tab on `/login`, framing the provider's own QR page as
 * its web SDK does (`login_?embedded=true`). After the scan the provider sends the top window to the source's
 * receiver (WeChat, WeCom), or DingTalk's frame hands the page that address and the page goes there; the
 * callback route then finishes the login as after a full-page visit. The framed page's state lives 10
 * minutes: while the tab shows, a fresh one comes before it expires; a hidden tab's expires and offers a
 * refresh. A DingTalk frame saying the person declined, or a page that never loads, leaves a line saying so
 * and a fresh QR code to ask for. The login type itself never ends: the callback page, another page, takes over.
 */
import { assign } from 'xstate';
import { startQueryOf } from '../shared/start-query';
import { embeddedKindOf, embeddedPanelVisibility, embeddedQrSetup } from './embedded-qr.setup';

export type { EmbeddedQrEvent, EmbeddedStartInput, ProviderAnswerInput } from './embedded-qr.setup';

export const embeddedQrMachine = embeddedQrSetup.createMachine({
  id: 'embeddedQr',
  context: ({ input }) => ({
    ...input,
    kind: embeddedKindOf(input.enterpriseAuthId),
    frameUrl: null,
    panelHidden: false,
    problem: null,
  }),
  on: embeddedPanelVisibility,
  initial: 'starting',
  states: {
    starting: {
      tags: ['loading'],
      entry: assign({ frameUrl: null, problem: null }),
      invoke: {
        id: 'startEmbedded',
        src: 'startEmbedded',
        input: ({ context }) => startQueryOf(context),
        onDone: {
          target: 'showing',
          actions: [
            assign({ frameUrl: ({ event }) => event.output.authorizeUrl }),
            { type: 'keepLoginContext', params: ({ context }) => ({ loginContext: context.loginContext }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => event } },
      },
    },
    showing: {
      invoke: {
        id: 'providerAnswer',
        src: 'providerAnswer',
        input: ({ context }) => ({ kind: context.kind, frameUrl: context.frameUrl ?? '' }),
        // Without the listener WeChat and WeCom still send the top window back; DingTalk's QR is refreshed.
        onError: { actions: [] },
      },
      on: {
        'provider.answered': {
          target: 'leaving',
          actions: { type: 'goToCallback', params: ({ event }) => ({ url: event.url }) },
        },
        // DingTalk's frame then shows nothing more: the panel says so and offers a fresh QR code.
        'provider.declined': 'declined',
      },
      after: {
        refreshAt: [{ guard: 'isPanelShown', target: 'starting' }, { target: 'expired' }],
      },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          on: { 'frame.loaded': 'ready' },
          after: { frameLoad: { target: '#embeddedQr.failed', actions: 'keepUnreachable' } },
        },
        ready: {},
      },
    },
    // The top window is on its way to the receiver.
    leaving: { tags: ['busy'] },
    expired: { on: { 'qr.refresh': 'starting' } },
    // The person declined in the provider's app, or the provider said the sign-in failed.
    declined: { on: { 'qr.refresh': 'starting' } },
    // No framed page to show: the source is off, the answer did not come back here, no connection, or the
    // framed page never loaded.
    failed: { on: { 'qr.refresh': 'starting' } },
  },
});
