/**
 * Logout (SPEC sections 2, 4 and 7): ends the session on the server, opens each service provider's logout
 * address in a new window, then leaves for the server's logout address, else the saved return address,
 * else the configured login address, else the install page. The local token and `idaas` entry are removed
 * first, unless `oldAccessToken` was passed (then only that older token is revoked and this session stays).
 * Every address from the server or storage must pass `isAllowedTarget`; a refused one stops here with an
 * error instead of navigating. Each provider address is checked on its own and opened as soon as the server
 * has ended the session, so a refused main target never leaves provider sessions open.
 * A failed call still ends the local session and returns to login. Without a session there is nothing to end
 * on the server: the call is skipped and the browser goes to the return address as after a logout.
 * Routes its states own: `/logout?oldAccessToken=…` (every state).
 */
import { assign, setup } from 'xstate';
import type { LogoutResult } from '../../schemas/logout-response.schema';
import { notProvided } from '../shared/not-provided';
import type { LogoutOutput } from './logout.schema';

export type { LogoutOutput };

/** The session to end (null: there is none), or, with `oldAccessToken`, only that older token of it. */
export type LogoutInput = { oldAccessToken?: string | undefined; accessToken: string | null };

export type LogoutEvent = { type: 'logout.backToLogin' };

type LogoutContext = {
  oldAccessToken: string | null;
  accessToken: string | null;
  spLogoutUrls: string[];
  /** Where the browser goes once logged out; null until known. */
  target: string | null;
};

const logoutSetup = setup({
  types: {
    input: {} as LogoutInput,
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    output: {} as LogoutOutput,
  },
  actors: {
    logout: notProvided<LogoutResult, { oldAccessToken: string | null; accessToken: string }>('logout'),
    /** The address after logout when the server names none: saved `backhref`, `login_uri` or the install page. */
    returnAddress: notProvided<string>('returnAddress'),
  },
  actions: {
    openWindow: (_, _params: { url: string }) => {},
    redirect: (_, _params: { url: string }) => {},
    clearSession: () => {},
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    // Placeholder refuses everything: src provides the real origin check (src/security/redirect-target.ts).
    isAllowedTarget: (_, _params: { target: string }) => false,
    isLoggedOut: (_, result: LogoutResult) => result.logout,
    hasSession: ({ context }) => context.accessToken !== null,
    hasTarget: ({ context }) => context.target !== null,
  },
});

// With oldAccessToken only that older token was revoked: the session in this browser is still good.
const endLocalSession = logoutSetup.enqueueActions(({ context, enqueue }) => {
  if (context.oldAccessToken === null) enqueue('clearSession');
});

// SP logout addresses come from the server too: one that fails the check is skipped, not opened. The others
// open whatever becomes of the main target (refused, or no return address found).
const openSpLogouts = logoutSetup.enqueueActions(({ context, enqueue, check }) => {
  for (const url of context.spLogoutUrls) {
    if (check({ type: 'isAllowedTarget', params: { target: url } }))
      enqueue({ type: 'openWindow', params: { url } });
  }
});

export const logoutMachine = logoutSetup.createMachine({
  id: 'logout',
  context: ({ input }) => ({
    oldAccessToken: input.oldAccessToken || null,
    accessToken: input.accessToken,
    spLogoutUrls: [],
    target: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasSession', target: 'loggingOut' }, { target: 'loggedOut' }] },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({
          oldAccessToken: context.oldAccessToken,
          accessToken: context.accessToken ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isLoggedOut', params: ({ event }) => event.output },
            target: 'loggedOut',
            actions: assign({
              spLogoutUrls: ({ event }) => event.output.spLogoutUrls,
              target: ({ event }) => event.output.logoutUrl || null,
            }),
          },
          { target: 'failed' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The server has ended the session, so the local one and the providers' end now, whatever the navigation
    // does next. The server's logout address wins; without one the return address is looked up.
    loggedOut: {
      tags: ['busy'],
      entry: [endLocalSession, openSpLogouts],
      always: [{ guard: 'hasTarget', target: 'checkingTarget' }, { target: 'findingReturnAddress' }],
    },
    findingReturnAddress: {
      tags: ['busy'],
      invoke: {
        id: 'returnAddress',
        src: 'returnAddress',
        onDone: { target: 'checkingTarget', actions: assign({ target: ({ event }) => event.output }) },
        onError: {
          target: 'toLogin',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkingTarget: {
      tags: ['busy'],
      always: [
        {
          guard: { type: 'isAllowedTarget', params: ({ context }) => ({ target: context.target ?? '' }) },
          target: 'leaving',
        },
        { target: 'refused' },
      ],
    },
    // SP logout windows opened on the way here, before the browser leaves.
    leaving: {
      type: 'final',
      tags: ['busy'],
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.target ?? '' }) },
    },
    refused: {
      on: { 'logout.backToLogin': { target: 'toLogin', actions: assign({ target: null }) } },
    },
    // The call failed or the server kept the session: the local session still ends and login shows.
    failed: { type: 'final', entry: endLocalSession },
    toLogin: { type: 'final' },
  },
  // Only `leaving` ends with a target: `failed` never had one and `refused` drops its own.
  output: ({ context }): LogoutOutput =>
    context.target ? { kind: 'redirected', target: context.target } : { kind: 'login' },
});
