import type { Context } from 'hono';
import { RestTokenError } from '../../../schemas/password-login.schema';
import { LICENSE_CODES } from '../../../schemas/refusals';
import type { AppEnv } from '../../http/app-env';
import { fail, respond } from '../../http/respond';
import { keepBrowserId } from '../../http/browser-id';
import type {
  ChainStepAnswered,
  GrantCaller,
  LoginOutcome,
  LoginRefusal,
  TokenGranted,
} from './password-grant.service';

/**
 * A password grant's answer (rest_token, adapter/inside/password): the bare token object, or HTTP 400
 * `{ error: 'invalid_request', error_description }` (cases of SPEC section 8), with `lockTime` (minutes) for
 * user_locked and `remainingAttempts` for `will_lock:<n>`; a first login over the license's quota, the
 * InvalidUserLicense envelope.
 */
export function grantReply(c: Context<AppEnv>, outcome: LoginOutcome) {
  return outcome.ok ? tokenBody(outcome) : refusalReply(c, outcome);
}

/** A granted token's answer; a composite chain's step answers SPEC 3's callback result instead (HTTP 200). */
export const tokenBody = (outcome: TokenGranted | ChainStepAnswered) =>
  'step' in outcome
    ? outcome.step
    : { access_token: outcome.accessToken, token_type: 'bearer' as const, expires_in: outcome.expiresIn };

/** A grant's refusal: HTTP 400 with its error case (grantReply). */
export function refusalReply(c: Context<AppEnv>, { errorCase, remainingAttempts, lockTime }: LoginRefusal) {
  // No OAuth error case of SPEC 8 says it: the envelope's code does, as every call that makes users says it.
  if (errorCase === LICENSE_CODES.overQuota) return fail(c, errorCase, errorCase);
  const description = errorCase === 'will_lock' ? `will_lock:${remainingAttempts}` : errorCase;
  return respond(
    c,
    RestTokenError,
    { error: 'invalid_request', error_description: description, remainingAttempts, lockTime },
    400,
  );
}

/** A form the grant's schema refuses: `invalid_parameter`. */
export const invalidGrant = (c: Context<AppEnv>) =>
  respond(c, RestTokenError, { error: 'invalid_request', error_description: 'invalid_parameter' }, 400);

/** Who asks for a password grant: the call's client address, and the browser's id (given one if it has none). */
export const grantCaller = (c: Context<AppEnv>): GrantCaller => ({
  clientAddress: c.get('clientAddress'),
  browserId: keepBrowserId(c),
});
