/**
 * How the app takes a step (flow-table.ts): apply its changes (a notice, the session, the stored login
 * context), follow the redirect of a flow that cannot start here, and say where routing goes: a flow with
 * its parameters, a page, away from the app, or back to boot. The location (what the URL shows) follows a
 * flow or page that owns a route; a flow without one runs on the location it was started from.
 */
import type { LoginContext } from '../../schemas/login-context.schema';
import { desktopKeyAfter } from '../../schemas/rules/desktop-client.rule';
import type { FallbackPage, TenantData } from '../shared/tenant-data';
import type { Notice } from '../shared/notice';
import { errorOutcome } from '../shared/error-outcome';
import type { AppConfigSubset, FlowContext, Session } from '../shared/flow-entry';
import { FLOWS, type FlowId, type LoadedSteps, secondFactorStep, type Step, signInStep } from './flow-table';
import { PAGES, type PageId } from './pages';
import { type Location, isRoutedFlow, locationOf } from './route-table';
import { present } from '../shared/present';

/** What routing does next. */
export type Activity =
  /** Boots the tenant, then takes `then` (a tenant booted for the session), or the location's step. */
  | { kind: 'boot'; then: Step | null }
  | { kind: 'flow'; flow: FlowId; params: unknown }
  | { kind: 'page' }
  | { kind: 'left' }
  /** The browser goes back a page; the app waits for the URL it shows then. */
  | { kind: 'back' };

export type AppContext = {
  config: AppConfigSubset;
  mobile: boolean;
  tenant: TenantData | null;
  fallback: FallbackPage | null;
  session: Session | null;
  loginContext: LoginContext;
  /** The desktop client's application key while the page is in desktop-client mode (SPEC 2), else null. */
  desktopKey: string | null;
  location: Location;
  activity: Activity;
  /** The step being taken (routing's entry takes it). */
  step: Step | null;
  /** The running flow's steps, which came with its code (`loadFlow`). */
  steps: LoadedSteps | null;
};

/** An effect a step asks for, named as the app machine's actions. */
export type StepEffect =
  | { type: 'showNotice'; params: { notice: Notice } }
  | { type: 'persistSession'; params: { session: Session | null } }
  | { type: 'storeLoginContext'; params: { loginContext: LoginContext } }
  | { type: 'storeDesktopKey'; params: { desktopKey: string | null } }
  | { type: 'goBack' };

const isFlow = (to: string): to is FlowId => to in FLOWS;
const isPage = (to: string): to is PageId => to in PAGES;

/** What the flows read of the app; routing runs only after boot has set the tenant. */
export const flowContext = (context: AppContext): FlowContext => ({
  config: context.config,
  mobile: context.mobile,
  tenant: present(context.tenant, 'the tenant booted'),
  session: context.session,
  loginContext: context.loginContext,
});

// A redirect that redirects again is followed this many times at most: the table has no loops, a bug might.
const MAX_REDIRECTS = 4;

/**
 * A step's changes and effects, and where routing goes. A login context entered on the way may turn
 * desktop-client mode on or off (desktopKeyAfter), which is then stored.
 */
export function resolveStep(
  context: AppContext,
  first: Step,
): { context: AppContext; effects: StepEffect[] } {
  const resolved = followStep(context, first);
  if (resolved.context.loginContext === context.loginContext) return resolved;
  const desktopKey = desktopKeyAfter(context.desktopKey, resolved.context.loginContext);
  if (desktopKey === context.desktopKey) return resolved;
  return {
    context: { ...resolved.context, desktopKey },
    effects: [...resolved.effects, { type: 'storeDesktopKey', params: { desktopKey } }],
  };
}

function followStep(context: AppContext, first: Step): { context: AppContext; effects: StepEffect[] } {
  const effects: StepEffect[] = [];
  let next = context;
  let step: Step = first;
  for (let hop = 0; ; hop++) {
    if (step.notice) effects.push({ type: 'showNotice', params: { notice: step.notice } });
    if (step.session !== undefined) {
      next = { ...next, session: step.session };
      effects.push({ type: 'persistSession', params: { session: step.session } });
    }
    if (step.loginContext) {
      next = { ...next, loginContext: step.loginContext };
      effects.push({ type: 'storeLoginContext', params: { loginContext: step.loginContext } });
    }
    const to = step.to;
    if (to === 'boot' || next.tenant === null)
      return { context: { ...next, tenant: null, activity: { kind: 'boot', then: null } }, effects };
    if (to === 'left') return { context: { ...next, activity: { kind: 'left' } }, effects };
    if (to === 'back') {
      effects.push({ type: 'goBack' });
      return { context: { ...next, activity: { kind: 'back' } }, effects };
    }
    if (isPage(to))
      return { context: { ...next, location: locationOf(to), activity: { kind: 'page' } }, effects };
    if (!isFlow(to)) return { context: next, effects };
    // The page's tenant is the flow's (tenantFor): another one boots first; the step's changes are made, its
    // destination waits (and where it redirects is decided in that tenant).
    if (next.tenant.bootedFor !== tenantFor(next, step)) {
      const { notice: _notice, session: _session, loginContext: _loginContext, ...destination } = step;
      return { context: { ...next, tenant: null, activity: { kind: 'boot', then: destination } }, effects };
    }
    const flow = FLOWS[to];
    const params = flow.paramsOf('params' in step ? step.params : {});
    const redirect = hop < MAX_REDIRECTS ? flow.redirect(flowContext(next), params) : null;
    if (redirect) {
      step = redirect;
      continue;
    }
    return {
      context: {
        ...next,
        loginContext: flow.loginContextOf(params) ?? next.loginContext,
        location: isRoutedFlow(to) ? locationOf(to, flow.shownParams(params)) : next.location,
        activity: { kind: 'flow', flow: to, params },
      },
      effects,
    };
  }
}

/**
 * The tenant a step's flow runs in: the session's, for a flow that acts on the session (a password change, a
 * second factor, post-login) when it was signed in to another tenant; else the default (null), so a login page
 * is always the instance's, whatever an earlier session left in storage.
 */
export const tenantFor = (context: Pick<AppContext, 'session'>, step: { to: string }): string | null =>
  isFlow(step.to) && FLOWS[step.to].sessionTenant ? (context.session?.enterpriseId ?? null) : null;

/** The tenant to boot: the one the waiting step's flow runs in, or the location's. */
export const bootTenant = (context: AppContext): string | null =>
  tenantFor(
    context,
    context.activity.kind === 'boot' && context.activity.then
      ? context.activity.then
      : stepTo(context.location),
  );

/** The step a location names: its flow with the query as parameters, or its page. */
export function stepTo(location: Location): Step {
  const route = location.route;
  return isFlow(route) ? { to: route, params: location.search } : { to: route };
}

/** The step an API error calls for (SPEC section 8), or null when it only needs a notice. */
export function stepForError(context: AppContext, error: unknown): Step | null {
  const outcome = errorOutcome(error);
  switch (outcome.type) {
    case 'relogin':
      return { ...signInStep(context.loginContext), session: null, notice: outcome.notice };
    // A session that owes the second factor (505) passes it, for a provider's login as that.
    case 'secondFactor':
      return context.session
        ? secondFactorStep(context.loginContext.type === 'IDAAS_SP')
        : signInStep(context.loginContext);
    case 'passwordChange':
      return { to: 'modifyPassword', params: {} };
    case 'ipAccess':
      return { to: 'ipAccess' };
    case 'notify':
      return null;
  }
}

/** The notice of an API error that takes no step. */
export function noticeForError(error: unknown): Notice {
  const outcome = errorOutcome(error);
  return outcome.type === 'notify' ? outcome.notice : { key: 'unexpected' };
}

/** Where the app goes when a flow's code cannot be downloaded, or the flow breaks. */
export function recoveryStep(context: AppContext, flow: FlowId, notice: Notice): Step {
  const recover = FLOWS[flow].recover;
  const step = recover ? recover(flowContext(context)) : signInStep(context.loginContext);
  return { ...step, notice };
}

const paramsOf = (context: AppContext): unknown =>
  context.activity.kind === 'flow' ? context.activity.params : {};

const loadedSteps = (context: AppContext): LoadedSteps => present(context.steps, "the flow's steps loaded");

/** The input the running flow is started with. */
export const flowInput = (context: AppContext): unknown =>
  loadedSteps(context).inputOf(flowContext(context), paramsOf(context));

/** The step a flow's output leads to; an output that is not the flow's (a bug) recovers at the login page. */
export const stepAfter = (context: AppContext, flow: FlowId, output: unknown): Step =>
  loadedSteps(context).stepAfter(output, flowContext(context), paramsOf(context)) ??
  recoveryStep(context, flow, { key: 'unexpected' });
