/**
 * The login orchestrator's decisions as pure functions: what an API error or a finished login means, which
 * adapter the page opens on, and what a route says about the login context.
 */
import { LoginSearch, type LoginContext, loginContextFromSearch } from '../schemas/login-context.schema';
import { type ErrorOutcome, type Notice, errorOutcome } from './api-error';
import { type InitialAdapter, initialAdapter } from './initial-adapter';
import type { OrchestratorContext, OrchestratorEvent } from './login-orchestrator.setup';
import { IMPLEMENTED_ADAPTERS, availableLoginTypes } from './login-types';
import type { ModifyPasswordType, PostLoginOutput } from './post-login.machine';
import { type RouteEntry, isModifyPasswordType, searchText } from './route-entry';

export const outcomeOf = (event: OrchestratorEvent): ErrorOutcome | null =>
  event.type === 'api.failed' ? errorOutcome(event.error) : null;
export const postLoginOutcome = (event: unknown): PostLoginOutput['kind'] | null =>
  (event as { output?: PostLoginOutput }).output?.kind ?? null;

/** The login context a route sets: a `/login` URL with sp_code and application_key makes it a provider login. */
export function contextFrom(route: RouteEntry, current: LoginContext): LoginContext {
  if (route.path !== '/login') return current;
  const search = LoginSearch.parse(route.search);
  return search.sp_code && search.application_key ? loginContextFromSearch(search) : current;
}

/** The change type a `/modifyPassword` URL names; a bare 507 redirect names none and means an expired password. */
export function modifyTypeOf(route: RouteEntry): ModifyPasswordType {
  return isModifyPasswordType(route.search.type) ? route.search.type : 'needModifyPasswordOfPwdExpire';
}

export function noticeOf(outcome: ErrorOutcome | null): Notice {
  return outcome && outcome.type !== 'navigate' ? outcome.notice : { key: 'unexpected' };
}

/** `/second/auth`, told whether a service provider's login asked for it (SPEC section 2). */
export const secondAuthPath = (forProvider: boolean): string =>
  forProvider ? '/second/auth?SP_login=true' : '/second/auth';

export function targetOf(outcome: ErrorOutcome | null): string {
  return outcome?.type === 'navigate' ? outcome.to : '/login';
}

/** The adapter the login page opens on, among the types this tenant offers on this device (SPEC section 4). */
export function adapterFor(context: OrchestratorContext): InitialAdapter {
  const tenant = context.tenant;
  const device = context.mobile ? 'MOBILE_H5' : 'PC_BROWSER';
  const types = availableLoginTypes(
    tenant?.pageConfig.loginTypeList ?? [],
    tenant?.adapters?.list ?? [],
    device,
    IMPLEMENTED_ADAPTERS,
  );
  return initialAdapter({
    adapters: tenant?.adapters ?? null,
    types,
    context: context.loginContext,
    mobile: context.mobile,
    urlAdapter: searchText(context.entry, 'defaultAdapter'),
  });
}
