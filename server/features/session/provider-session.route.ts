import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { markSessionSaved } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { findApplicationAccess, recordProviderSignIn } from '../../tenant/application.repo';

/**
 * sp_logged (may this session enter the service provider's application?) and session/save, the last gate
 * before a portal or a provider: by then the session owes nothing (the session gate refuses it otherwise).
 */
export const providerSessionRoutes: Routes = (app, deps) => {
  const { db, clock } = deps;

  mount(app, deps, ENDPOINTS.spLogged, async ({ c, session, query }) => {
    const access = await findApplicationAccess(db, session.userId, query);
    if (!access) return fail(c, 'InvalidParameter', 'unknown sp_code or application_key');
    // Next the login sends this token to the provider, whose session logout must then end as well; and the
    // gate asks the second factor only if this application requires it (account/owed-steps.ts).
    if (access.permitted) await recordProviderSignIn(db, session.tokenHash, query, clock.now());
    return okBody(access);
  });

  mount(app, deps, ENDPOINTS.sessionSave, async ({ c, session, body }) => {
    if (sha256Hex(body.access_token) !== session.tokenHash) {
      return fail(c, 'InvalidParameter', 'access_token does not match the session');
    }
    await markSessionSaved(db, session.tokenHash, clock.now());
    return okBody({ saved: true });
  });
};
