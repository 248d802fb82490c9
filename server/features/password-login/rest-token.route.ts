import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { RestTokenError } from '../../../schemas/password-login.schema';
import { mount, type Routes } from '../../http/mount';
import { respond } from '../../http/respond';
import { passwordLogin } from './password-login.service';

/**
 * POST rest_token: the OAuth-style password grant. Success is the bare token object; failures are HTTP 400
 * `{ error: 'invalid_request', error_description }` (cases of SPEC section 8), with `lockTime` (minutes) for
 * user_locked and `remainingAttempts` for `will_lock:<n>`. A malformed request is `invalid_parameter`.
 */
export const restTokenRoutes: Routes = (app, deps) => {
  mount(
    app,
    deps,
    ENDPOINTS.restToken,
    async ({ c, tenant, body }) => {
      const outcome = await passwordLogin(deps, tenant, body);
      if (outcome.ok) {
        return {
          access_token: outcome.accessToken,
          token_type: 'bearer' as const,
          expires_in: outcome.expiresIn,
        };
      }
      const { errorCase, remainingAttempts, lockTime } = outcome;
      const description = errorCase === 'will_lock' ? `will_lock:${remainingAttempts}` : errorCase;
      return respond(
        c,
        RestTokenError,
        { error: 'invalid_request', error_description: description, remainingAttempts, lockTime },
        400,
      );
    },
    {
      invalid: (c) =>
        respond(c, RestTokenError, { error: 'invalid_request', error_description: 'invalid_parameter' }, 400),
    },
  );
};
