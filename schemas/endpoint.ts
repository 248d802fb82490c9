import type * as z from 'zod/mini';

/**
 * Public calls need no session; session calls carry the bearer token (SPEC sections 6 and 7); application
 * calls carry an application's token that holds ROLE_APPLICATION_API (SPEC section 6), never a user's.
 */
export type Access = 'public' | 'session' | 'application';
export type Method = 'GET' | 'POST' | 'PUT';

/**
 * What a session may still owe after its token is issued, in the order the server asks for it (SPEC section
 * 4): a risk-locked user is refused (Forbidden), a pending password change answers 507, a pending second
 * factor 505. A token an application's one-time-code check obtained owes a real login for everything but
 * that application's answer (Forbidden).
 */
export const OWED_STEPS = ['riskLock', 'passwordChange', 'secondFactor', 'applicationCheck'] as const;
export type OwedStep = (typeof OWED_STEPS)[number];

/** One call of SPEC section 7, as both the browser's `request()` and the server's mount read it. */
export type Endpoint = {
  method: Method;
  access: Access;
  /**
   * Below `public/bff/{version}/` (public) or `bff/{version}/` (session), under `/api`. A `{name}` in it is a
   * path parameter, a field of `params`.
   */
  path: string;
  /** The path parameters, an object of strings, one field per `{name}` in the path. */
  params?: z.ZodMiniType;
  /** The query string, for GET calls. */
  query?: z.ZodMiniType;
  /** The JSON (or form) body, for POST and PUT calls. */
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /**
   * Session calls: the owed steps that do not stop this call. By default a session that owes anything is
   * refused, so a token that still has to change its password works only where this list says so.
   */
  allowWhileOwing?: readonly OwedStep[];
  /**
   * Session calls: an end user's session may make this call while an expired license has stopped the service
   * (logout). By default the session gate refuses it (Forbidden, license.serviceStopped); an administrator's
   * passes.
   */
  allowWhileStopped?: true;
  /**
   * Public calls of a login type: the adapter id it signs in with (spec-constants ADAPTERS), or
   * SOURCE_IN_PATH where its path's `{adapter}` names the third-party source. A tenant on the free edition
   * offers the password alone (rules/edition.rule.ts): the server refuses its calls of any other type
   * (Forbidden, edition.paidFeature). Calls every login type shares (captcha, register) name none.
   */
  loginType?: string;
};

/** An endpoint's `loginType` when it is the third-party source its path's `{adapter}` names. */
export const SOURCE_IN_PATH = '{adapter}';

/** Declares an endpoint; `const` keeps its literal method, access and schemas for the typed callers. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** The path below `/api`, for the contract's API version or a deployment's own. */
export const endpointPath = (definition: Pick<Endpoint, 'access' | 'path'>, version: string): string =>
  `${definition.access === 'public' ? 'public/' : ''}bff/${version}/${definition.path}`;

/** The path with its `{name}` parameters filled in, each encoded as one path segment. */
export const fillPath = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });

/** The names of a path's `{name}` parameters, in order. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].flatMap((m) => (m[1] ? [m[1]] : []));

export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodMiniType ? z.input<E['params']> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodMiniType ? z.input<E['query']> : never;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodMiniType ? z.input<E['body']> : never;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** What a server handler answers with: the response schema's input (it is parsed before it is sent). */
export type ReplyOf<E extends Endpoint> = z.input<E['response']>;
