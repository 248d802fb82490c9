/**
 * The steps several flows' entries (`machines/<flow>/<flow>.entry.ts`) take: where a login goes back to, where
 * a login's grant leads, the second factor's page. Each is written with `step`, kept exactly as written, so the
 * flow table's check that every step goes somewhere (machines/app/flow-table.ts) sees each one.
 */
import type * as z from 'zod/mini';
import { DEFAULT_LOGIN_CONTEXT, type LoginContext } from '../../schemas/login-context.schema';
import type { ApplicationTwoFactorRouteSearch, LoginSearch } from '../../schemas/route-search.schema';
import type { GrantResult } from './grant.schema';
import type { Notice } from './notice';

export const INCOMPLETE_APPLICATION_REQUEST: Notice = { key: 'applicationTwoFactor.incomplete' };

/** A step as written: kept exactly (no widening), so the flow table's check sees where it goes. */
export const step = <const S extends { to: string }>(value: S): S => value;

/** The login page for a login context: the plain one, a provider's, or the application's request. */
export function signInStep(
  loginContext: LoginContext,
):
  | { to: 'signIn'; params: z.input<typeof LoginSearch> }
  | { to: 'applicationTwoFactor'; params: z.input<typeof ApplicationTwoFactorRouteSearch> } {
  switch (loginContext.type) {
    case 'APPLICATION_TWOFACTOR':
      return { to: 'applicationTwoFactor', params: loginContext.applicationData };
    case 'IDAAS_SP':
      return { to: 'signIn', params: loginContext.spData };
    case 'IDAAS':
      return { to: 'signIn', params: {} };
  }
}

/** An application's request is answered (or abandoned) once: later logins are plain ones again. */
export const forgetApplicationRequest = (loginContext: LoginContext): LoginContext =>
  loginContext.type === 'APPLICATION_TWOFACTOR' ? DEFAULT_LOGIN_CONTEXT : loginContext;

export type GrantStepOptions = {
  /**
   * The login under way, kept (IDAASLOGIN) with the step: the login page's grants. A flow that returns from
   * elsewhere (a provider's callback, a chain's page) passes none, and the one kept before stays as it is.
   */
  loginContext?: LoginContext;
  /** The login's own parameters (SPEC section 2 `otherParams`), passed on to what follows. */
  otherParams?: string | undefined;
};

/**
 * Where a login's grant leads (issue 44): the one place that turns a proof into the next step, whichever flow
 * proved it. A login type never decides this: the flow that ran it passes its grant here.
 */
export function stepForGrant(grant: GrantResult, { loginContext, otherParams }: GrantStepOptions = {}) {
  const kept = loginContext ? { loginContext } : {};
  switch (grant.kind) {
    // The login context is kept only now: a login that never got a token leaves nothing behind.
    case 'token':
      return step({
        to: 'postLogin',
        params: { loginParams: otherParams },
        session: {
          accessToken: grant.accessToken,
          authType: grant.authType,
          ...(grant.enterpriseId ? { enterpriseId: grant.enterpriseId } : {}),
        },
        ...kept,
      });
    // The login context stays with the binding, whose token post-login takes on to the same place.
    case 'binding':
      return step({ to: 'adapterBind', params: { adapter: grant.adapter, uuid: grant.uuid }, ...kept });
    // The login context stays too: the tenant chosen goes on as this login would have.
    case 'tenantChoice':
      return step({ to: 'enterpriseSelect', params: { ticket: grant.ticket, otherParams }, ...kept });
    // A composite chain's step: the chain goes on, for the login under way.
    case 'chainStep':
      return step({ to: 'compositeLogin', params: { handover: grant.handover }, ...kept });
  }
}

/** The second factor's page for the login under way (SPEC section 4: `SP_login=true` for a provider's). */
export const secondFactorStep = (sp: boolean, otherParams?: string) =>
  step({ to: 'secondFactor', params: { ...(sp ? { SP_login: 'true' as const } : {}), otherParams } });
