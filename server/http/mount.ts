import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type { Endpoint, ReplyOf } from '../../schemas/endpoint';
import { endpointPath } from '../../schemas/endpoint';
import { API_VERSION } from '../../schemas/spec-constants';
import type { SessionUser } from '../account/access-token.repo';
import type { Deps } from '../deps';
import { type Tenant, findTenant } from '../tenant/tenant.repo';
import type { AppEnv } from './app-env';
import { bearerSession } from './bearer-session';
import { readBody } from './read-body';
import { fail, respond } from './respond';
import { gateRefusal } from './session-gate';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/**
 * What a handler is given: the parsed query and body, the tenant (the session's for session calls, else the
 * default one), and for session calls the session.
 */
export type RouteInput<E extends Endpoint> = {
  c: Context<AppEnv>;
  tenant: Tenant;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  session: E['access'] extends 'session' ? SessionUser : null;
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
  invalid?: (c: Context<AppEnv>) => Response;
}

/** A route module: mounts its endpoints on the app. */
export type Routes = (app: Hono<AppEnv>, deps: Deps) => void;

type Issues = { issues: readonly { path: readonly PropertyKey[] }[] };
// A short English text naming the fields a schema refused, for whoever reads the raw answer.
const fieldsOf = ({ issues }: Issues) =>
  [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '(root)'))].join(', ');

async function parseInput(endpoint: Endpoint, c: Context<AppEnv>) {
  const query = endpoint.query?.safeParse(c.req.query());
  if (query && !query.success)
    return { ok: false, error: `invalid query: ${fieldsOf(query.error)}` } as const;
  const body = endpoint.body?.safeParse(await readBody(c));
  if (body && !body.success) return { ok: false, error: `invalid body: ${fieldsOf(body.error)}` } as const;
  return { ok: true, query: query?.data, body: body?.data } as const;
}

/**
 * Mounts `endpoint` from the shared table at `/api/{its path}`: a session call first needs a live bearer token
 * (else HTTP 401) and must owe nothing the endpoint does not allow (the session gate); then the query or body
 * is parsed with the endpoint's schema, the handler runs, and its reply goes out through the response schema.
 */
export function mount<E extends Endpoint>(
  app: Hono<AppEnv>,
  deps: Deps,
  endpoint: E,
  handler: RouteHandler<E>,
  options: MountOptions = {},
) {
  app.on(endpoint.method, `/api/${endpointPath(endpoint, API_VERSION)}`, async (c) => {
    let session: SessionUser | null = null;
    if (endpoint.access === 'session') {
      session = await bearerSession(deps, c);
      if (!session) return fail(c, '401', 'Unauthorized', 401);
      const refusal = gateRefusal(session, deps.clock.now(), endpoint.allowWhileOwing);
      if (refusal) return fail(c, refusal.code, refusal.message);
    }
    const input = await parseInput(endpoint, c);
    if (!input.ok) return options.invalid?.(c) ?? fail(c, 'InvalidParameter', input.error);
    // The schemas just parsed are E's own, and `session` is set exactly for session endpoints: TypeScript
    // cannot follow either through the generic E, so the input is asserted once here.
    const { query, body } = input;
    // A session call works for the session's own tenant (a user of another tenant signed in with its
    // enterprise id): its settings, not the default tenant's, decide. The tenant is gone: as if signed out.
    const tenant =
      session && session.enterpriseId !== c.get('tenant').id
        ? await findTenant(deps.db, session.enterpriseId)
        : c.get('tenant');
    if (!tenant) return fail(c, '401', 'Unauthorized', 401);
    const reply = await handler({ c, tenant, query, body, session } as RouteInput<E>);
    return reply instanceof Response ? reply : respond(c, endpoint.response, reply);
  });
}
