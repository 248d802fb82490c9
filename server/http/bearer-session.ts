import type { Context } from 'hono';
import { findSession, type SessionUser } from '../account/access-token.repo';
import type { Deps } from '../deps';

/** The live session of the call's bearer token; null for a missing, expired or revoked one (HTTP 401). */
export async function bearerSession({ db, clock }: Deps, c: Context): Promise<SessionUser | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ? findSession(db, match[1], clock.now()) : null;
}
