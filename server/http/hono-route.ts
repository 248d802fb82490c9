import type * as z from 'zod/mini';
import type { Endpoint } from '../../schemas/endpoint';
import { endpointPath } from '../../schemas/endpoint';
import { API_VERSION } from '../../schemas/spec-constants';

type Def = {
  type?: string;
  shape?: Record<string, z.ZodMiniType>;
  entries?: Record<string, string | number>;
};
const defOf = (schema: z.ZodMiniType | undefined): Def => (schema?._zod.def ?? {}) as Def;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The route Hono mounts an endpoint at: the table's `{name}` path parameters as `:name`, matching only the values
 * of an enum where the endpoint's `params` schema is one. A literal path beside a parameter (the SMS adapter's
 * `login_` beside the third-party sources' `{adapter}/login_`) then answers from its own handler whatever order
 * the features are mounted in (server/http/feature-routes.gen.ts lists them by folder). A value outside the enum
 * is no route: ResourceNotFound, as any unknown path.
 */
export function honoRoute(endpoint: Endpoint): string {
  const shape = defOf(endpoint.params).shape ?? {};
  return `/api/${endpointPath(endpoint, API_VERSION)}`.replace(/\{(\w+)\}/g, (_, name: string) => {
    const field = defOf(shape[name]);
    const values = field.type === 'enum' ? Object.values(field.entries ?? {}).map(String) : [];
    // Longest first: Hono takes the first alternative that matches the segment's start (wechat in wechatenterprise).
    const alternatives = values.sort((a, b) => b.length - a.length).map(escape);
    return values.length > 0 ? `:${name}{${alternatives.join('|')}}` : `:${name}`;
  });
}
