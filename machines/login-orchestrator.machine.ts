/**
 * Login orchestrator: the one machine the app runs. It boots the tenant (boot.machine), then holds the
 * login page (`/login`) where each login flow plugs in as a child. It alone decides what an API error
 * means for the whole app (SPEC section 8): relogin on 401, the second-factor page on 505, the forced
 * password change on 507, the IP page on InvalidIPAccess, else a toast. Routes it owns: `/login`.
 */
import { assign, setup } from 'xstate';
import { type ErrorOutcome, type Notice, errorOutcome } from './api-error';
import { type BootOutput, type FallbackPage, type TenantData, bootMachine } from './boot.machine';

export type Language = 'zh' | 'en';

export type OrchestratorEvent =
  | { type: 'api.failed'; error: unknown }
  | { type: 'language.switch'; language: Language }
  | { type: 'boot.retry' };

type OrchestratorContext = { tenant: TenantData | null; fallback: FallbackPage | null };

const outcomeOf = (event: OrchestratorEvent): ErrorOutcome | null =>
  event.type === 'api.failed' ? errorOutcome(event.error) : null;

export const loginOrchestratorMachine = setup({
  types: {
    context: {} as OrchestratorContext,
    events: {} as OrchestratorEvent,
  },
  actors: { boot: bootMachine },
  actions: {
    openStaticPage: (_, _params: { page: FallbackPage }) => {},
    navigate: (_, _params: { to: string }) => {},
    showNotice: (_, _params: { notice: Notice }) => {},
    clearToken: () => {},
    switchLanguage: (_, _params: { language: Language }) => {},
  },
  guards: {
    bootFellBack: ({ event }) => 'output' in event && (event.output as BootOutput).kind === 'fallback',
    isRelogin: ({ event }) => outcomeOf(event)?.type === 'relogin',
    isNavigation: ({ event }) => outcomeOf(event)?.type === 'navigate',
  },
}).createMachine({
  id: 'login',
  context: { tenant: null, fallback: null },
  initial: 'booting',
  on: {
    'api.failed': [
      {
        guard: 'isRelogin',
        actions: [
          'clearToken',
          { type: 'showNotice', params: ({ event }) => ({ notice: noticeOf(outcomeOf(event)) }) },
          { type: 'navigate', params: { to: '/login' } },
        ],
      },
      {
        guard: 'isNavigation',
        actions: { type: 'navigate', params: ({ event }) => ({ to: targetOf(outcomeOf(event)) }) },
      },
      { actions: { type: 'showNotice', params: ({ event }) => ({ notice: noticeOf(outcomeOf(event)) }) } },
    ],
    'language.switch': {
      actions: { type: 'switchLanguage', params: ({ event }) => ({ language: event.language }) },
    },
  },
  states: {
    booting: {
      tags: ['busy'],
      invoke: {
        id: 'boot',
        src: 'boot',
        onDone: [
          {
            guard: 'bootFellBack',
            target: 'fallback',
            actions: assign({ fallback: ({ event }) => (event.output.kind === 'fallback' ? event.output.page : null) }),
          },
          {
            target: 'ready',
            actions: assign({ tenant: ({ event }) => (event.output.kind === 'ready' ? event.output.tenant : null) }),
          },
        ],
        onError: { target: 'fallback', actions: assign({ fallback: 'systemError' }) },
      },
    },
    // The browser is leaving for a static page; nothing else may happen.
    fallback: {
      type: 'final',
      entry: { type: 'openStaticPage', params: ({ context }) => ({ page: context.fallback ?? 'systemError' }) },
    },
    ready: {
      on: { 'boot.retry': { target: 'booting', actions: assign({ tenant: null }) } },
    },
  },
});

function noticeOf(outcome: ErrorOutcome | null): Notice {
  return outcome && outcome.type !== 'navigate' ? outcome.notice : { key: 'unexpected' };
}

function targetOf(outcome: ErrorOutcome | null): string {
  return outcome?.type === 'navigate' ? outcome.to : '/login';
}
