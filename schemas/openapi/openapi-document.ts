import * as z from 'zod/mini';
import { endpointPath, type Endpoint, type Method } from '../endpoint';
import { ErrorBody, FailedEnvelope } from '../envelope.schema';
import { API_VERSION } from '../spec-constants';
import { componentName, componentRegistry, type ComponentRegistry } from './component-registry';
import { refsIn } from './json-refs';
import { DOCUMENT_DESCRIPTION, RESPONSES, accessText } from './openapi-texts';
import type {
  Content,
  JsonSchema,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from './openapi-types';

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

const COMPONENT = '#/components/schemas/';
const RESPONSE = '#/components/responses/';
const BEARER = 'bearerToken';
const APPLICATION_TOKEN = 'applicationToken';
// The token each access needs, by its security scheme's name; public calls need none.
const SECURITY = { public: null, session: BEARER, application: APPLICATION_TOKEN } as const;
const METHODS = { GET: 'get', POST: 'post', PUT: 'put' } as const satisfies Record<Method, string>;
const json = (schema: JsonSchema): Content => ({ 'application/json': { schema } });

// Requests and answers alike as their schemas read them: the JSON on the wire, before defaults and transforms.
// zod shows a preprocess step by the schema after it; what has no JSON Schema form at all (a custom check, a
// bare transform) is shown as any value with a description saying so, instead of failing the whole document.
const CONVERSION = {
  target: 'draft-2020-12',
  io: 'input',
  uri: (id: string) => `${COMPONENT}${id}`,
  unrepresentable: ({ message }: { message: string }) => ({
    description: `No JSON Schema form (${message}): any value is shown; the zod schema decides.`,
  }),
} as const;

function componentSchemas(registry: ComponentRegistry): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, CONVERSION);
  if ('__shared' in schemas) throw new Error('a reused or cyclic schema has no component name: export it');
  // Each conversion is a standalone JSON Schema; inside the document the dialect is OpenAPI 3.1's own.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  );
}

function parameters(
  where: 'path' | 'query',
  schema: JsonSchema | undefined,
  endpoint: string,
): OpenApiParameter[] {
  if (schema?.type !== 'object' || !schema.properties)
    throw new Error(`${endpoint}: a ${where} schema must be an object of named fields`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, field]) => ({
    name,
    in: where,
    // A path parameter is always there (OpenAPI requires it to say so).
    required: where === 'path' || required.has(name),
    schema: field,
  }));
}

function operation(
  key: string,
  endpoint: Endpoint,
  registry: ComponentRegistry,
  components: Record<string, JsonSchema>,
): OpenApiOperation {
  const ref = (schema: z.ZodMiniType) => ({ $ref: `${COMPONENT}${componentName(registry, schema)}` });
  const token = SECURITY[endpoint.access];
  const { params, query, body, response } = endpoint;
  const named = [
    ...(params ? parameters('path', components[componentName(registry, params)], key) : []),
    ...(query ? parameters('query', components[componentName(registry, query)], key) : []),
  ];
  return {
    operationId: key,
    tags: [endpoint.access],
    description: accessText(endpoint),
    ...(named.length ? { parameters: named } : {}),
    ...(body ? { requestBody: { required: true, content: json(ref(body)) } } : {}),
    responses: {
      '200': { description: RESPONSES.ok, content: json({ anyOf: [ref(response), ref(FailedEnvelope)] }) },
      ...(token ? { '401': { $ref: `${RESPONSE}NoSession` } } : {}),
      default: { $ref: `${RESPONSE}Failure` },
    },
    ...(token ? { security: [{ [token]: [] }] } : {}),
    ...(endpoint.allowWhileOwing ? { 'x-allow-while-owing': endpoint.allowWhileOwing } : {}),
  };
}

// The components the paths use, directly or through other components, by name.
function reachable(paths: unknown, components: Record<string, JsonSchema>): string[] {
  const seen = new Set<string>();
  const queue = refsIn(paths);
  for (let ref = queue.pop(); ref !== undefined; ref = queue.pop()) {
    const id = ref.startsWith(COMPONENT) ? ref.slice(COMPONENT.length) : null;
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    queue.push(...refsIn(components[id]));
  }
  return [...seen].sort();
}

/**
 * The OpenAPI 3.1 document of the endpoint table: one operation per call at the path the browser's `request()`
 * and the server's `mount` use (`/api/` + `endpointPath` at the contract's API version), its query fields as
 * parameters, its body, its answer, the bearer token for session calls (an application's token for
 * application calls), and the failure bodies every call may answer. Schemas come from zod's own JSON Schema conversion; named ones are shared components.
 */
export function buildOpenApiDocument(endpoints: Readonly<Record<string, Endpoint>>) {
  const registry = componentRegistry(endpoints);
  const all = componentSchemas(registry);
  const errorBody = { $ref: `${COMPONENT}${componentName(registry, ErrorBody)}` };
  const responses: Record<string, OpenApiResponse> = {
    NoSession: { description: RESPONSES.noSession, content: json(errorBody) },
    Failure: { description: RESPONSES.otherStatus, content: json(errorBody) },
  };
  const paths: Record<string, Partial<Record<(typeof METHODS)[Method], OpenApiOperation>>> = {};
  for (const [key, endpoint] of Object.entries(endpoints)) {
    const item = (paths[`/api/${endpointPath(endpoint, API_VERSION)}`] ??= {});
    const method = METHODS[endpoint.method];
    if (item[method]) throw new Error(`${key}: two endpoints share ${endpoint.method} ${endpoint.path}`);
    item[method] = operation(key, endpoint, registry, all);
  }
  return {
    openapi: '3.1.0' as const,
    info: { title: 'idaas-login bff API', version: API_VERSION, description: DOCUMENT_DESCRIPTION },
    servers: [
      { url: '/', description: "The deployment's base address (index.html's baseUrl, else the page's)." },
    ],
    tags: [
      { name: 'public', description: 'No session needed.' },
      { name: 'session', description: 'Needs the bearer token rest_token issued.' },
      {
        name: 'application',
        description: "An administrator's tool: needs an application token holding ROLE_APPLICATION_API.",
      },
    ],
    paths,
    components: {
      schemas: Object.fromEntries(
        reachable({ paths, responses }, all).flatMap((id) => (all[id] ? [[id, all[id]]] : [])),
      ),
      responses,
      securitySchemes: {
        [BEARER]: { type: 'http', scheme: 'bearer', description: 'The access_token of rest_token.' },
        [APPLICATION_TOKEN]: {
          type: 'http',
          scheme: 'bearer',
          description:
            "An application's token holding ROLE_APPLICATION_API (SPEC section 6), never a user's: " +
            '`npm run admin -- api-token NAME` makes one. Its tenant is the one served.',
        },
      },
    },
  };
}
