import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { revokeToken, revokeUserToken } from '../../account/access-token.repo';
import { mount, type Routes } from '../../http/mount';
import { okBody } from '../../http/respond';
import { providerLogoutUrls } from '../../tenant/application.repo';

/**
 * POST commons/logout. Without a body it revokes the bearer token. With `oldAccessToken` it revokes only that
 * older token of the same user and keeps the current one (SPEC section 4). Either way the answer lists the
 * logout address of every provider app the ended session was handed to, for the browser to open; this server
 * names no logout address of its own, so the browser picks its return address.
 */
export const logoutRoutes: Routes = (app, deps) => {
  const { db, clock } = deps;
  mount(app, deps, ENDPOINTS.logout, async ({ session, body }) => {
    const old = body.oldAccessToken;
    let ended: string | null = session.tokenHash;
    // Another user's token, or one already ended, ends nothing here: its providers are not this call's.
    if (old) ended = await revokeUserToken(db, session.userId, old, clock.now());
    else await revokeToken(db, session.tokenHash, clock.now());
    const spLogoutUrls = ended ? await providerLogoutUrls(db, ended) : [];
    return okBody({ logout: true, spLogoutUrls, logoutUrl: null });
  });
};
