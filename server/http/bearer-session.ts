import type { Context } from 'hono';
import { findSession, type SessionUser } from '../account/access-token.repo';
import type { Deps } from '../deps';

/** The call's `Authorization: Bearer <token>`, or null when it carries none. */
export const bearerToken = (c: Context): string | null =>
  /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;

/** The live session of the call's bearer token; null for a missing, expired or revoked one (HTTP 401). */
export async function bearerSession({ db, clock }: Deps, c: Context): Promise<SessionUser | null> {
  const token = bearerToken(c);
  return token ? findSession(db, token, clock.now()) : null;
}
