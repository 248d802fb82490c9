/** The app machine's types and named effects; its states are in app.machine.ts. */
import { type AnyActorLogic, setup } from 'xstate';
import type { LoginContext } from '../../schemas/login-context.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { bootMachine } from '../boot/boot.machine';
import type { FallbackPage } from '../shared/tenant-data';
import type { Notice } from '../shared/notice';
import { notProvided } from '../shared/not-provided';
import { deferredLogic } from '../shared/deferred-logic';
import type { AppConfigSubset, Session } from '../shared/flow-entry';
import { type FlowId, type LoadedSteps, type Step, forEveryFlow } from './flow-table';
import { desktopKeyConfirmed } from '../../schemas/rules/desktop-client.rule';
import { heldBack, holdsBack } from './held-back';
import { type Location, type RouteId, sameLocation } from './route-table';
import type { AppContext } from './step';

export type { AppContext };
export type Language = 'zh' | 'en';

export type AppInput = {
  /** Where the page was opened (the URL's location). */
  entry: Location;
  storedLoginContext: LoginContext;
  /** The tab's desktop-client key (session storage `sdpkey`), or null. */
  storedDesktopKey: string | null;
  storedToken: string | null;
  /** The stored token's tenant when it is not the default (Session.enterpriseId). */
  storedTenant: string | null;
  config: AppConfigSubset;
  mobile: boolean;
};

export type AppEvent =
  | { type: 'api.failed'; error: unknown }
  /** The server answered a call, whatever its status: the network works again. */
  | { type: 'api.answered' }
  | { type: 'language.switch'; language: Language }
  /** The desktop header's back arrow (SPEC 2), with the client's install page, checked, for the login's. */
  | { type: 'desktop.back'; installPage: string }
  /** The sign-in's tenant knows the provider's application (application/load_auths answered). */
  | { type: 'application.confirmed'; applicationKey: string }
  | { type: 'route.changed'; location: Location };

/**
 * Every flow is an opaque child to the app: `src/` provides each one's real logic, downloaded on demand, and
 * the flow table turns what the app holds into each flow's typed input and reads its output with a schema.
 */
const flowActors = forEveryFlow((flow) => deferredLogic<AnyActorLogic>(flow, () => null));

export const appSetup = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    ...flowActors,
    boot: bootMachine,
    // A flow's code is downloaded on demand: `loadFlow` fetches it, with the flow's steps, then the flow runs.
    loadFlow: notProvided<LoadedSteps, { flow: FlowId }>('loadFlow'),
  },
  actions: {
    openStaticPage: (_, _params: { page: FallbackPage }) => {},
    showNotice: (_, _params: { notice: Notice }) => {},
    /** Takes a notice's toasts down: news no longer. */
    dismissNotice: (_, _params: { notice: Notice }) => {},
    /** Keeps the token in local storage (SPEC section 3) in step with the session; null removes it. */
    persistSession: (_, _params: { session: Session | null }) => {},
    storeLoginContext: (_, _params: { loginContext: LoginContext }) => {},
    /** Keeps desktop-client mode (`sdpkey`, `sdpapp`) in step; null ends it. */
    storeDesktopKey: (_, _params: { desktopKey: string | null }) => {},
    /** Leaves for the desktop client's install page (the back arrow on the login). */
    openDesktopInstallPage: (_, _params: { url: string }) => {},
    switchLanguage: (_, _params: { language: Language }) => {},
    /** The browser's Back: to the page before this one, or the login when there is none. */
    goBack: () => {},
  },
  guards: {
    fellBack: (_, output: { kind: string }) => output.kind === 'fallback',
    tenantGone: (_, output: { kind: string }) => output.kind === 'unknownTenant',
    // URL → machine only when the URL names somewhere else than the app is: never for its own navigation.
    elsewhere: ({ context }, { location }: { location: Location }) =>
      !sameLocation(context.location, location),
    heldBack: ({ context }, { location }: { location: Location }) => heldBack(context, location),
    holdsBack: ({ context }) => holdsBack(context),
    /** The application the tenant confirmed turns desktop-client mode on (not on already). */
    entersDesktopMode: ({ context }, { applicationKey }: { applicationKey: string }) => {
      const key = desktopKeyConfirmed(context.loginContext, applicationKey);
      return key !== null && key !== context.desktopKey;
    },
    doing: ({ context }, { kind }: { kind: AppContext['activity']['kind'] }) =>
      context.activity.kind === kind,
    runs: ({ context }, { flow }: { flow: FlowId }) =>
      context.activity.kind === 'flow' && context.activity.flow === flow,
    moves: (_, { step }: { step: Step | null }) => step !== null,
    shows: ({ context }, { route }: { route: RouteId }) => context.location.route === route,
  },
  delays: {
    // SPEC section 9: how long a flow's code may take to arrive before the page gives up on it.
    chunkLoadTimeout: DELAYS.chunkLoadTimeout,
    // How long Back may take to show another page before the app stops waiting for it.
    backFallback: 3000,
  },
});
