/**
 * The desktop header's close control (SPEC 2, desktop-client mode; SPEC 7, Other: "Desktop close"). It opens a
 * dialog that offers to minimise the client's window or close it; the choice is POSTed to the client's local
 * service (`sendWindowAction`, provided from src/). Once the client has acted the dialog closes; when the
 * client is not running, or refuses, the dialog says so and the user may try again or cancel. While the client
 * is asked there is no cancelling: it may act on the request whatever the page does. No route: the
 * header is on every page in this mode.
 */
import { assign, setup } from 'xstate';
import * as z from 'zod/mini';
import {
  DesktopClientFailure,
  type DesktopWindowAction,
  type DesktopWindowRequest,
} from '../../schemas/desktop-client.schema';
import { notProvided } from '../shared/not-provided';

export type DesktopWindowInput = { applicationKey: string };
export type DesktopWindowEvent =
  | { type: 'window.close' }
  | { type: 'window.choose'; action: DesktopWindowAction }
  | { type: 'dialog.cancel' };

type Context = DesktopWindowInput & {
  action: DesktopWindowAction | null;
  failure: DesktopClientFailure | null;
};

/** What the local-service effect rejects with; anything else counts as a client that is not there. */
const Rejection = z.object({ failure: DesktopClientFailure });
const failureOf = (error: unknown): DesktopClientFailure =>
  Rejection.safeParse(error).data?.failure ?? 'absent';

const choose = { target: 'sending', actions: 'choose' } as const;

export const desktopWindowMachine = setup({
  types: {
    input: {} as DesktopWindowInput,
    context: {} as Context,
    events: {} as DesktopWindowEvent,
  },
  actions: {
    choose: assign({
      action: ({ event }) => (event.type === 'window.choose' ? event.action : null),
      failure: null,
    }),
  },
  actors: {
    sendWindowAction: notProvided<undefined, DesktopWindowRequest>('sendWindowAction'),
  },
}).createMachine({
  id: 'desktopWindow',
  context: ({ input }) => ({ ...input, action: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'window.close': { target: 'asking', actions: assign({ action: null, failure: null }) } },
    },
    asking: {
      tags: ['open'],
      on: { 'window.choose': choose, 'dialog.cancel': 'idle' },
    },
    sending: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'sendWindowAction',
        src: 'sendWindowAction',
        input: ({ context }) => ({
          action: context.action ?? 'minimize',
          applicationKey: context.applicationKey,
        }),
        onDone: 'idle',
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
      // No cancel: the client may act on the request whatever the page does (it times out in DESKTOP_CLIENT_TIMEOUT_MS).
    },
    failed: {
      tags: ['open'],
      on: { 'window.choose': choose, 'dialog.cancel': 'idle' },
    },
  },
});
