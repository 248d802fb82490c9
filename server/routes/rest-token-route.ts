import { Hono } from 'hono';
import { RestTokenError, RestTokenRequest, RestTokenSuccess } from '../../schemas/password-login.schema';
import { passwordLogin } from '../auth/password-login';
import type { AppEnv, Deps } from '../http/app-env';
import { readBody } from '../http/read-body';
import { respond } from '../http/respond';

/**
 * POST /api/public/bff/v1.2/rest_token: the OAuth-style password grant. Success is the bare token object;
 * failures are HTTP 400 `{ error: 'invalid_request', error_description }` (cases of SPEC section 8), with
 * `lockTime` (minutes) for user_locked and `remainingAttempts` for `will_lock:<n>`.
 */
export function restTokenRoute(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/rest_token', async (c) => {
    const parsed = RestTokenRequest.safeParse(await readBody(c));
    if (!parsed.success) {
      return respond(
        c,
        RestTokenError,
        { error: 'invalid_request', error_description: 'invalid_parameter' },
        400,
      );
    }
    const outcome = await passwordLogin(deps, c.get('tenant'), parsed.data);
    if (outcome.ok) {
      return respond(c, RestTokenSuccess, {
        access_token: outcome.accessToken,
        token_type: 'bearer',
        expires_in: outcome.expiresIn,
      });
    }
    const { errorCase, remainingAttempts, lockTime } = outcome;
    const description = errorCase === 'will_lock' ? `will_lock:${remainingAttempts}` : errorCase;
    return respond(
      c,
      RestTokenError,
      { error: 'invalid_request', error_description: description, remainingAttempts, lockTime },
      400,
    );
  });
  return app;
}
