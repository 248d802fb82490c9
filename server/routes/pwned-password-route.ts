import { Hono } from 'hono';
import { PwnedPasswordQuery, PwnedPasswordResponse } from '../../schemas/pwned-password.schema';
import { pwnedSuffixes } from '../auth/pwned-list';
import type { AppEnv } from '../http/app-env';
import { fail, okBody, respond } from '../http/respond';

/** GET /api/public/bff/v1.2/pwned_password?prefix=ABCDE: breached-password suffixes under a SHA-1 prefix. */
export function pwnedPasswordRoute() {
  const app = new Hono<AppEnv>();
  app.get('/pwned_password', (c) => {
    const query = PwnedPasswordQuery.safeParse(c.req.query());
    if (!query.success) return fail(c, 'InvalidParameter', 'prefix must be 5 hex digits');
    const prefix = query.data.prefix.toUpperCase();
    return respond(c, PwnedPasswordResponse, okBody({ prefix, suffixes: pwnedSuffixes(prefix) }));
  });
  return app;
}
