import type { Context } from 'hono';
import { APPLICATION_API_ROLE, findApiClient, type ApiClient } from '../account/api-client.repo';
import type { Deps } from '../deps';
import { bearerToken } from './bearer-session';
import { fail } from './respond';

/**
 * The application behind an application call (SPEC section 6): its bearer token must be a live application
 * token (else HTTP 401, as a session call without a session) holding ROLE_APPLICATION_API (else Forbidden).
 * A user's access token is never one: it answers 401 here.
 */
export async function applicationCaller({ db }: Deps, c: Context): Promise<ApiClient | Response> {
  const token = bearerToken(c);
  const client = token ? await findApiClient(db, token) : null;
  if (!client) return fail(c, '401', 'Unauthorized', 401);
  if (!client.roles.includes(APPLICATION_API_ROLE)) {
    return fail(c, 'Forbidden', `the token does not hold ${APPLICATION_API_ROLE}`);
  }
  return client;
}
