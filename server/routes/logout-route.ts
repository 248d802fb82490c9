import { Hono } from 'hono';
import { LogoutRequest, LogoutResponse } from '../../schemas/session.schema';
import { sha256Hex } from '../auth/opaque-token';
import { revokeToken } from '../auth/session-repo';
import type { AppEnv, Deps } from '../http/app-env';
import { readBody } from '../http/read-body';
import { okBody, respond } from '../http/respond';

/**
 * POST /api/bff/v1.2/commons/logout. Without a body it revokes the bearer token. With `oldAccessToken` it
 * revokes only that older token of the same user and keeps the current one (SPEC section 4).
 */
export function logoutRoute({ db, clock }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/logout', async (c) => {
    const session = c.get('session');
    const body = LogoutRequest.safeParse(await readBody(c));
    const old = body.success ? body.data.oldAccessToken : null;
    if (old) {
      await db.query(
        'update access_token set revoked_at = $3 where token_hash = $1 and user_id = $2 and revoked_at is null',
        [sha256Hex(old), session.userId, clock.now()],
      );
    } else {
      await revokeToken(db, session.tokenHash, clock.now());
    }
    // No service-provider sessions are tracked in this reference server, so there is nothing to fan out to.
    return respond(c, LogoutResponse, okBody({ logout: true, spLogoutUrls: [], logoutUrl: null }));
  });
  return app;
}
