/**
 * The app: the one machine the page runs. It boots the tenant (boot.machine), then runs one flow of the flow
 * table at a time, each the same way: download its code, run it as a child, and take the step its output
 * leads to (flow-table.ts, step.ts). The location it holds is what the URL shows: src/app/route-sync.ts
 * writes it to the URL when it changes, and reports a URL that names somewhere else (a deep link, the back
 * button, a callback) as `route.changed`. It alone decides what an API error means for the whole app (SPEC
 * section 8): the login again on 401, the password change on 507, the IP page on InvalidIPAccess; a second
 * factor (505) this page does not offer ends the session with a notice; anything else is a notice.
 * Adding a flow adds an entry to the flow table, not states here.
 */
import { assign } from 'xstate';
import { appSetup } from './app.setup';
import { flowState } from './flow.state';
import { NETWORK_FAILED } from '../shared/error-outcome';
import { FLOW_IDS, signInStep } from './flow-table';
import { bootTenant, noticeForError, resolveStep, stepForError, stepTo } from './step';

export type { AppContext, AppEvent, AppInput, Language } from './app.setup';

const TENANT_GONE = { key: 'session.tenantGone' };

/** Routing's entry: the step's changes and effects (a notice, the stored token and login context). */
const takeStep = appSetup.enqueueActions(({ context, enqueue }) => {
  if (!context.step) return;
  const { context: next, effects } = resolveStep(context, context.step);
  effects.forEach((effect) => enqueue(effect));
  enqueue.assign({ ...next, step: null });
});

export const appMachine = appSetup.createMachine({
  id: 'app',
  context: ({ input }) => ({
    config: input.config,
    mobile: input.mobile,
    tenant: null,
    fallback: null,
    session: input.storedToken
      ? { accessToken: input.storedToken, authType: null, enterpriseId: input.storedTenant }
      : null,
    loginContext: input.storedLoginContext,
    desktopKey: input.storedDesktopKey,
    location: input.entry,
    activity: { kind: 'boot', then: null },
    step: null,
    steps: null,
  }),
  initial: 'booting',
  on: {
    'api.failed': [
      {
        guard: {
          type: 'moves',
          params: ({ context, event }) => ({ step: stepForError(context, event.error) }),
        },
        target: '.routing',
        actions: assign({ step: ({ context, event }) => stepForError(context, event.error) }),
      },
      { actions: { type: 'showNotice', params: ({ event }) => ({ notice: noticeForError(event.error) }) } },
    ],
    // A failure's toast that said the network failed goes once the server answers again: a retry that worked
    // does not show it beside its success.
    'api.answered': { actions: { type: 'dismissNotice', params: { notice: NETWORK_FAILED } } },
    // SPEC 2, the desktop header's back arrow: from the login to the client's install page, from the disabled
    // application's page a logout, else Back.
    'desktop.back': [
      // A second factor or the set-up after the password holds Back (flow.ts `holdsBack`): the arrow too.
      { guard: 'holdsBack' },
      {
        guard: { type: 'shows', params: { route: 'signIn' } },
        target: '.left',
        actions: { type: 'openDesktopInstallPage', params: ({ event }) => ({ url: event.installPage }) },
      },
      {
        guard: { type: 'shows', params: { route: 'applicationDisabled' } },
        target: '.routing',
        actions: assign({ step: { to: 'logout', params: {} } }),
      },
      { target: '.routing', actions: assign({ step: { to: 'back' } }) },
    ],
    // A desktop key in a provider's link turns the mode on once the tenant knows the application, not before.
    'application.confirmed': {
      guard: { type: 'entersDesktopMode', params: ({ event }) => event },
      actions: [
        assign({ desktopKey: ({ event }) => event.applicationKey }),
        { type: 'storeDesktopKey', params: ({ event }) => ({ desktopKey: event.applicationKey }) },
      ],
    },
    'language.switch': {
      actions: { type: 'switchLanguage', params: ({ event }) => ({ language: event.language }) },
    },
    'route.changed': [
      // The URL goes back where the machine is (src/app/route-sync.ts pushes it again).
      { guard: { type: 'heldBack', params: ({ event }) => event } },
      {
        guard: { type: 'elsewhere', params: ({ event }) => event },
        target: '.routing',
        actions: assign({ step: ({ event }) => stepTo(event.location) }),
      },
    ],
  },
  states: {
    booting: {
      tags: ['busy'],
      // Until the tenant is known the URL only says where to start: a URL changed meanwhile (Back) wins over a
      // step waiting for its tenant.
      on: {
        'route.changed': {
          actions: assign({
            location: ({ event }) => event.location,
            activity: { kind: 'boot', then: null },
          }),
        },
        // Until the tenant is known the page shows no way back yet; the arrow waits for it.
        'desktop.back': {},
      },
      invoke: {
        id: 'boot',
        src: 'boot',
        input: ({ context }) => ({ enterpriseId: bootTenant(context) }),
        onDone: [
          // The session's tenant is gone: the session ends with it, and the default tenant boots.
          {
            guard: { type: 'tenantGone', params: ({ event }) => event.output },
            target: 'routing',
            actions: assign({
              step: ({ context }) => ({
                ...signInStep(context.loginContext),
                session: null,
                notice: TENANT_GONE,
              }),
            }),
          },
          {
            guard: { type: 'fellBack', params: ({ event }) => event.output },
            target: 'fallback',
            actions: assign({
              fallback: ({ event }) => (event.output.kind === 'fallback' ? event.output.page : null),
            }),
          },
          {
            target: 'routing',
            actions: assign({
              tenant: ({ event }) => (event.output.kind === 'ready' ? event.output.tenant : null),
              step: ({ context }) =>
                context.activity.kind === 'boot' && context.activity.then
                  ? context.activity.then
                  : stepTo(context.location),
            }),
          },
        ],
        onError: { target: 'fallback', actions: assign({ fallback: 'systemError' }) },
      },
    },
    // Takes the step, then goes where it says.
    routing: {
      entry: takeStep,
      always: [
        { guard: { type: 'doing', params: { kind: 'boot' } }, target: 'booting' },
        { guard: { type: 'doing', params: { kind: 'left' } }, target: 'left' },
        { guard: { type: 'doing', params: { kind: 'page' } }, target: 'page' },
        { guard: { type: 'doing', params: { kind: 'back' } }, target: 'goingBack' },
        ...FLOW_IDS.map((flow) => ({ guard: { type: 'runs' as const, params: { flow } }, target: flow })),
      ],
    },
    // A status page shows; the app waits for the URL to name somewhere else.
    page: {},
    // The browser goes back a page; the app follows the URL it shows then. Should Back lead nowhere (a
    // history with only forward entries, a page restored from the cache), the login page after a while.
    goingBack: {
      tags: ['busy'],
      after: {
        backFallback: {
          target: 'routing',
          actions: assign({ step: ({ context }) => signInStep(context.loginContext) }),
        },
      },
    },
    // The browser is leaving for a static page; nothing else may happen.
    fallback: {
      type: 'final',
      entry: {
        type: 'openStaticPage',
        params: ({ context }) => ({ page: context.fallback ?? 'systemError' }),
      },
    },
    // The browser is leaving for the portal, the service provider or the application.
    left: { type: 'final' },
    ...Object.fromEntries(FLOW_IDS.map((flow) => [flow, flowState(flow)])),
  },
});
