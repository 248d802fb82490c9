import { Hono } from 'hono';
import { LogoutRequest, LogoutResponse } from '../../schemas/session.schema';
import { sha256Hex } from '../auth/opaque-token';
import { revokeToken } from '../auth/session-repo';
import type { AppEnv, Deps } from '../http/app-env';
import { readBody } from '../http/read-body';
import { okBody, respond } from '../http/respond';
import { providerLogoutUrls } from '../tenant/application-repo';

/**
 * POST /api/bff/v1.2/commons/logout. Without a body it revokes the bearer token. With `oldAccessToken` it
 * revokes only that older token of the same user and keeps the current one (SPEC section 4). Either way the
 * answer lists the logout address of every provider app the ended session was handed to, for the browser to
 * open; this server names no logout address of its own, so the browser picks its return address.
 */
export function logoutRoute({ db, clock }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/logout', async (c) => {
    const session = c.get('session');
    const body = LogoutRequest.safeParse(await readBody(c));
    const old = body.success ? body.data.oldAccessToken : null;
    let ended: string | null = session.tokenHash;
    if (old) {
      // Another user's token, or one already ended, ends nothing here: its providers are not this call's.
      const revoked = await db.query<{ tokenHash: string }>(
        `update access_token set revoked_at = $3 where token_hash = $1 and user_id = $2 and revoked_at is null
         returning token_hash as "tokenHash"`,
        [sha256Hex(old), session.userId, clock.now()],
      );
      ended = revoked.rows[0]?.tokenHash ?? null;
    } else {
      await revokeToken(db, session.tokenHash, clock.now());
    }
    const spLogoutUrls = ended ? await providerLogoutUrls(db, ended) : [];
    return respond(c, LogoutResponse, okBody({ logout: true, spLogoutUrls, logoutUrl: null }));
  });
  return app;
}
