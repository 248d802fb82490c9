import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type { Endpoint, ReplyOf } from '../../schemas/endpoint';
import type { SessionUser } from '../account/access-token.repo';
import type { ApiClient } from '../account/api-client.repo';
import type { Deps } from '../deps';
import { type Tenant, findTenant } from '../tenant/tenant.repo';
import type { AppEnv } from './app-env';
import { applicationCaller } from './application-token';
import { bearerSession } from './bearer-session';
import { refusedByEdition } from './edition-gate';
import { honoRoute } from './hono-route';
import { hostileValue } from './input-hygiene';
import { readBody } from './read-body';
import { fail, respond } from './respond';
import { gateRefusal } from './session-gate';
import { isAdministrator, serviceStoppedNow } from '../license/license.service';
import { EDITION_REFUSALS, LICENSE_REFUSALS } from '../../schemas/refusals';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/**
 * What a handler is given: the parsed query and body, the tenant (the session's for session calls, the
 * application's for application calls, else the default one), and the session or the application calling.
 */
export type RouteInput<E extends Endpoint> = {
  c: Context<AppEnv>;
  tenant: Tenant;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  session: E['access'] extends 'session' ? SessionUser : null;
  application: E['access'] extends 'application' ? ApiClient : null;
};

/**
 * A handler answers with the endpoint's reply, which the mount parses with the endpoint's response schema
 * before sending, or with a ready response: a refusal from `fail`, or rest_token's OAuth error.
 */
export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => ReplyOf<E> | Response | Promise<ReplyOf<E> | Response>;

export interface MountOptions {
  /** The endpoint's own answer to a query or body its schema refuses (default: InvalidParameter). */
  invalid?: (c: Context<AppEnv>, input: InvalidInput) => Response;
  /** The longest text of the body before its schema reads it (default MAX_FIELD_CHARS, input-hygiene.ts). */
  maxFieldChars?: number;
}

/** A route module: mounts its endpoints on the app. */
export type Routes = (app: Hono<AppEnv>, deps: Deps) => void;

/** A query or body its schema refused: the fields it named, and a short English text naming them. */
export type InvalidInput = { fields: string[]; error: string };

type Issues = { issues: readonly { path: readonly PropertyKey[] }[] };
const invalidInput = (part: 'params' | 'query' | 'body', { issues }: Issues) => {
  const fields = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '(root)'))];
  return { ok: false, fields, error: `invalid ${part}: ${fields.join(', ')}` } as const;
};

/**
 * The raw input, its body refused when hostile (input-hygiene.ts) before a schema reads it; the path and query
 * were checked before routing (api-input.ts).
 */
async function rawInput(endpoint: Endpoint, c: Context<AppEnv>, maxFieldChars?: number) {
  const read = endpoint.body ? await readBody(c) : ({ ok: true, body: undefined } as const);
  if (!read.ok) return read;
  const hostile = hostileValue(read.body, undefined, undefined, maxFieldChars);
  if (hostile) return { ok: false, refusal: hostile } as const;
  return { ok: true, raw: { params: c.req.param(), query: c.req.query(), body: read.body } } as const;
}

async function parseInput(endpoint: Endpoint, raw: { params: unknown; query: unknown; body: unknown }) {
  const params = endpoint.params?.safeParse(raw.params);
  if (params && !params.success) return invalidInput('params', params.error);
  const query = endpoint.query?.safeParse(raw.query);
  if (query && !query.success) return invalidInput('query', query.error);
  const body = endpoint.body?.safeParse(raw.body);
  if (body && !body.success) return invalidInput('body', body.error);
  return { ok: true, params: params?.data, query: query?.data, body: body?.data } as const;
}

/**
 * Mounts `endpoint` from the shared table at `/api/{its path}`: a session call first needs a live bearer token
 * (else HTTP 401) and must owe nothing the endpoint does not allow (the session gate); an application call
 * needs an application's token with its role (application-token.ts). Then hostile input is refused with a 4xx
 * (input-hygiene.ts), the query or body is parsed with the endpoint's schema, a login type's call is refused
 * for a tenant whose edition does not offer it (edition-gate.ts), the handler runs, and its reply goes out
 * through the response schema.
 */
export function mount<E extends Endpoint>(
  app: Hono<AppEnv>,
  deps: Deps,
  endpoint: E,
  handler: RouteHandler<E>,
  options: MountOptions = {},
) {
  app.on(endpoint.method, honoRoute(endpoint), async (c) => {
    let session: SessionUser | null = null;
    if (endpoint.access === 'session') {
      session = await bearerSession(deps, c);
      if (!session) return fail(c, '401', 'Unauthorized', 401);
      const refusal = gateRefusal(session, deps.clock.now(), endpoint.allowWhileOwing);
      if (refusal) return fail(c, refusal.code, refusal.message);
      // An expired license stops the service (SPEC 4) for every end user's call, however the token was got;
      // an administrator's go on, to reach the console and install a new license.
      if (
        !endpoint.allowWhileStopped &&
        !isAdministrator(session.loginRole) &&
        (await serviceStoppedNow(deps))
      )
        return fail(c, 'Forbidden', LICENSE_REFUSALS.serviceStopped);
    }
    let application: ApiClient | null = null;
    if (endpoint.access === 'application') {
      const caller = await applicationCaller(deps, c);
      if (caller instanceof Response) return caller;
      application = caller;
    }
    const raw = await rawInput(endpoint, c, options.maxFieldChars);
    if (!raw.ok) return fail(c, raw.refusal.code, raw.refusal.message, raw.refusal.status);
    const input = await parseInput(endpoint, raw.raw);
    if (!input.ok) return options.invalid?.(c, input) ?? fail(c, 'InvalidParameter', input.error);
    // The free edition's tenant offers the password alone (SPEC 2): another login type's call is refused.
    if (await refusedByEdition(deps, endpoint, c.get('tenant'), input))
      return fail(c, 'Forbidden', EDITION_REFUSALS.paidFeature);
    // The schemas just parsed are E's own, and `session` and `application` are set exactly for their
    // endpoints: TypeScript cannot follow either through the generic E, so the input is asserted once here.
    const { params, query, body } = input;
    // A session or application call works for its own tenant (a user of another tenant signed in with its
    // enterprise id, an application of another tenant): its settings, not the default tenant's, decide. The
    // tenant is gone: as if signed out.
    const ownTenantId = session?.enterpriseId ?? application?.enterpriseId ?? c.get('tenant').id;
    const tenant =
      ownTenantId !== c.get('tenant').id ? await findTenant(deps.db, ownTenantId) : c.get('tenant');
    if (!tenant) return fail(c, '401', 'Unauthorized', 401);
    const reply = await handler({ c, tenant, params, query, body, session, application } as RouteInput<E>);
    return reply instanceof Response ? reply : respond(c, endpoint.response, reply);
  });
}
