import { Hono } from 'hono';
import {
  LoginRole,
  RolePermissionsResponse,
  SessionSaveRequest,
  SessionSaveResponse,
  SpLoggedQuery,
  SpLoggedResponse,
  UserDetailsResponse,
  UserPasswordInfoResponse,
  UserSettingInfoResponse,
} from '../../schemas/session.schema';
import { sha256Hex } from '../auth/opaque-token';
import { owedBeforeSave, passwordExpired } from '../auth/session-gate';
import type { SessionUser } from '../auth/session-repo';
import type { AppEnv, Deps } from '../http/app-env';
import { readBody } from '../http/read-body';
import { fail, okBody, respond } from '../http/respond';
import { findApplicationAccess, recordProviderSignIn } from '../tenant/application-repo';

const AUTHORITIES = ['ROLE_END_USER'];
const loginRole = (session: SessionUser) => LoginRole.parse(session.loginRole);

/** Session calls read after a password login (SPEC section 4), under /api/bff/v1.2/commons. */
export function sessionRoutes({ db, clock }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/user_password_info', (c) => {
    const s = c.get('session');
    return respond(
      c,
      UserPasswordInfoResponse,
      okBody({
        needModifyPasswordOfFirstLogin: s.mustChangePassword,
        needModifyPasswordOfPwdExpire: passwordExpired(s, clock.now()),
      }),
    );
  });

  app.get('/user_setting_info', (c) => {
    const s = c.get('session');
    return respond(
      c,
      UserSettingInfoResponse,
      okBody({ user2factor: s.hasSecondFactor, locked: s.riskLocked }),
    );
  });

  app.get('/role_permissions', (c) => {
    return respond(
      c,
      RolePermissionsResponse,
      okBody({ loginRole: loginRole(c.get('session')), authorities: AUTHORITIES }),
    );
  });

  app.get('/user_details', (c) => {
    const s = c.get('session');
    const { userId, username, displayName, email, phoneNumber, enterpriseId } = s;
    return respond(
      c,
      UserDetailsResponse,
      okBody({ userId, username, displayName, email, phoneNumber, enterpriseId, loginRole: loginRole(s) }),
    );
  });

  app.get('/sp_logged', async (c) => {
    const query = SpLoggedQuery.safeParse(c.req.query());
    const { userId, tokenHash } = c.get('session');
    const access = query.success ? await findApplicationAccess(db, userId, query.data) : null;
    if (!query.success || !access) return fail(c, 'InvalidParameter', 'unknown sp_code or application_key');
    // Next the login sends this token to the provider, whose session logout must then end as well; and
    // session/save asks the second factor only if this application requires it (session-gate.ts).
    if (access.permitted) await recordProviderSignIn(db, tokenHash, query.data, clock.now());
    return respond(c, SpLoggedResponse, okBody(access));
  });

  // The last gate before a portal.
  app.post('/session/save', async (c) => {
    const s = c.get('session');
    const body = SessionSaveRequest.safeParse(await readBody(c));
    if (!body.success || sha256Hex(body.data.access_token) !== s.tokenHash) {
      return fail(c, 'InvalidParameter', 'access_token does not match the session');
    }
    const owed = owedBeforeSave(s, clock.now());
    if (owed) return fail(c, owed.code, owed.message);
    await db.query('update access_token set session_saved_at = $2 where token_hash = $1', [
      s.tokenHash,
      clock.now(),
    ]);
    return respond(c, SessionSaveResponse, okBody({ saved: true }));
  });

  return app;
}
