import type { MiddlewareHandler } from 'hono';
import { findSession } from '../auth/session-repo';
import type { AppEnv, Deps } from './app-env';
import { fail } from './respond';

/** Session calls: a missing, expired or revoked bearer token is HTTP 401 (the front end returns to login). */
export function bearerSession({ db, clock }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const session = match?.[1] ? await findSession(db, match[1], clock.now()) : null;
    if (!session) return fail(c, '401', 'Unauthorized', 401);
    c.set('session', session);
    await next();
  };
}
