import * as z from 'zod/mini';
import * as applicationTwoFactor from '../application-two-factor.schema';
import * as boot from '../boot.schema';
import type { Endpoint } from '../endpoint';
import * as envelope from '../envelope.schema';
import * as logoutResponse from '../logout-response.schema';
import * as passwordChange from '../modify-password.schema';
import * as passwordLogin from '../password-login.schema';
import * as pwnedPassword from '../pwned-password.schema';
import * as qrLogin from '../qr-login.schema';
import * as register from '../register.schema';
import * as session from '../session.schema';

/**
 * The wire-schema modules whose exports name the OpenAPI document's components. A module left out of this
 * list loses nothing: its endpoint schemas are named after their endpoint (below) and the rest is inlined.
 */
const WIRE_MODULES: readonly Record<string, unknown>[] = [
  envelope,
  boot,
  passwordLogin,
  passwordChange,
  pwnedPassword,
  session,
  logoutResponse,
  applicationTwoFactor,
  register,
  qrLogin,
];

const PARTS = [
  ['params', 'Params'],
  ['query', 'Query'],
  ['body', 'Body'],
  ['response', 'Response'],
] as const;

export type ComponentRegistry = z.core.$ZodRegistry<{ id: string }>;

const isSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A zod registry that names every schema the document shows by itself: each zod schema the wire modules
 * export, under its export name, and an endpoint's query, body or answer that none of them exports, as
 * `{Endpoint}{Params|Query|Body|Response}`. `z.toJSONSchema` turns a named schema into a component and every use
 * of it into a `$ref`, so a schema shared by several calls (the envelope's code, an adapter) is written once.
 */
export function componentRegistry(endpoints: Readonly<Record<string, Endpoint>>): ComponentRegistry {
  const registry: ComponentRegistry = z.registry<{ id: string }>();
  const named = new Map<string, z.ZodMiniType>();
  const name = (schema: z.ZodMiniType, id: string) => {
    if (registry.has(schema)) return;
    if (named.has(id)) throw new Error(`two wire schemas are both named ${id}: rename one`);
    named.set(id, schema);
    registry.add(schema, { id });
  };
  for (const module of WIRE_MODULES)
    for (const [id, value] of Object.entries(module)) if (isSchema(value)) name(value, id);
  for (const [key, endpoint] of Object.entries(endpoints))
    for (const [part, suffix] of PARTS) {
      const schema = endpoint[part];
      if (schema) name(schema, `${pascal(key)}${suffix}`);
    }
  return registry;
}

/** The component name of a schema the registry holds. */
export function componentName(registry: ComponentRegistry, schema: z.ZodMiniType): string {
  const id = registry.get(schema)?.id;
  if (!id) throw new Error('schema has no component name');
  return id;
}
