import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { findTenant } from '../tenant/tenant.repo';
import type { Deps } from '../deps';
import type { AppEnv } from './app-env';
import { fail } from './respond';
import { ipAllowed } from './ip-allowlist';

export interface GuardOptions {
  /** Trust the first X-Forwarded-For entry (only behind a proxy that sets it). */
  trustProxy: boolean;
}

function clientIp(c: Parameters<MiddlewareHandler>[0], trustProxy: boolean): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (trustProxy && forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return ''; // not behind the Node adapter (app.request in a unit test)
  }
}

/**
 * Instance-wide checks on every API call: the caller's address against the allowlist (InvalidIPAccess) and
 * the instance state (ExpiredInstance), both read from the default tenant on each request so a change in the
 * database applies to every process at once.
 */
export function apiGuard(deps: Deps, options: GuardOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenant = await findTenant(deps.db);
    if (!tenant) return fail(c, 'UnknownInstanceID', 'instance not initialised');
    const address = clientIp(c, options.trustProxy);
    const problem = !ipAllowed(address, tenant.ipAllowlist)
      ? { code: 'InvalidIPAccess', message: 'access from this IP address is not allowed' }
      : tenant.instanceState === 'expired'
        ? { code: 'ExpiredInstance', message: 'the instance has expired' }
        : null;
    if (problem) {
      // An <img> cannot read an envelope: images get a bare 403.
      if (c.req.path.startsWith('/api/public/image/')) return c.body(null, 403);
      return fail(c, problem.code, problem.message);
    }
    c.set('tenant', tenant);
    c.set('clientAddress', address);
    await next();
  };
}
