import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { markSessionSaved } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { recordProviderSignIn } from '../../tenant/application.repo';
import { providerAccess, securityLevelAnswer } from './provider-access.service';

const UNKNOWN_APPLICATION = 'unknown sp_code or application_key';

/**
 * sp_logged (may this session enter the service provider's application?), the login-access page's question
 * before it (and with which factor?), and session/save, the last gate before a portal or a provider: by then
 * the session owes nothing (the session gate refuses it otherwise).
 */
export const providerSessionRoutes: Routes = (app, deps) => {
  const { db, clock } = deps;

  mount(app, deps, ENDPOINTS.spLogged, async ({ c, tenant, session, query }) => {
    const access = await providerAccess(deps, tenant, session, query);
    if (!access) return fail(c, 'InvalidParameter', UNKNOWN_APPLICATION);
    // Next the login sends this token to the provider, whose session logout must then end as well; and the
    // gate asks the second factor only if this application requires it (account/owed-steps.ts).
    if (access.permitted) await recordProviderSignIn(db, session.tokenHash, query, clock.now());
    const { spCode, applicationName, permitted, applicationTwoFactor, redirectUrl } = access;
    return okBody({ spCode, applicationName, permitted, applicationTwoFactor, redirectUrl });
  });

  mount(app, deps, ENDPOINTS.applicationSecurityLevel, async ({ c, tenant, session, query }) => {
    const access = await providerAccess(deps, tenant, session, query);
    return access
      ? okBody(securityLevelAnswer(access, session))
      : fail(c, 'InvalidParameter', UNKNOWN_APPLICATION);
  });

  mount(app, deps, ENDPOINTS.sessionSave, async ({ c, session, body }) => {
    if (sha256Hex(body.access_token) !== session.tokenHash) {
      return fail(c, 'InvalidParameter', 'access_token does not match the session');
    }
    await markSessionSaved(db, session.tokenHash, clock.now());
    return okBody({ saved: true });
  });
};
