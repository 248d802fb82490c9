import type { KyInstance } from 'ky';
import type * as z from 'zod/mini';
import type { Endpoint, ResponseOf } from '../../schemas/endpoint';
import { endpointPath, fillPath } from '../../schemas/endpoint';
import { ErrorBody, FailedEnvelope } from '../../schemas/envelope.schema';
import { ApiError } from './api-error';

/** What a call of an endpoint takes: its query or body as the table types them, and a token for session calls. */
export type CallOptions<E extends Endpoint> = { signal?: AbortSignal } & (E extends {
  params: infer P extends z.ZodMiniType;
}
  ? { params: z.input<P> }
  : unknown) &
  (E extends { query: infer Q extends z.ZodMiniType } ? { query: z.input<Q> } : unknown) &
  (E extends { body: infer B extends z.ZodMiniType } ? { body: z.input<B> } : unknown) &
  (E extends { access: 'session' } ? { token: string } : unknown);

/** Calls endpoints of the table (schemas/endpoint-table.ts) under the deployment's API version. */
export type Api = <E extends Endpoint>(endpoint: E, options: CallOptions<E>) => Promise<ResponseOf<E>>;

// The query as the URL carries it: strings, without the values that are not set.
const searchParams = (query: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof query === 'object' && query !== null ? query : {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );

export function createApi(http: KyInstance, apiVersion: string): Api {
  return (endpoint, options) => request(http, apiVersion, endpoint, options);
}

/**
 * Sends one call and returns its schema-parsed body, or throws one `ApiError`:
 * no response → network; non-2xx → http (with the error body's code when it has one);
 * an envelope with `success: false` → response; a body that fails its schema → malformed.
 * The token of a session call is handed in, never read from storage here.
 */
export async function request<E extends Endpoint>(
  http: KyInstance,
  apiVersion: string,
  endpoint: E,
  options: CallOptions<E>,
): Promise<ResponseOf<E>> {
  const params = 'params' in options ? (options.params as Record<string, string>) : {};
  const path = fillPath(endpointPath(endpoint, encodeURIComponent(apiVersion)), params);
  const { signal } = options;
  const query = 'query' in options ? searchParams(options.query) : undefined;
  const token = 'token' in options && typeof options.token === 'string' ? options.token : null;
  let response: Response;
  try {
    response = await http(path, {
      method: endpoint.method,
      ...(query ? { searchParams: query } : {}),
      ...('body' in options ? { json: options.body } : {}),
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ kind: 'network' }, path);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(body);
    const error = parsed.success ? parsed.data : {};
    throw new ApiError(
      {
        kind: 'http',
        status: response.status,
        ...(error.code ? { code: error.code } : {}),
        ...(error.message ? { message: error.message } : {}),
        ...(error.error_description ? { errorDescription: error.error_description } : {}),
        ...(error.lockTime === undefined ? {} : { lockTime: error.lockTime }),
      },
      path,
    );
  }
  const failed = FailedEnvelope.safeParse(body);
  if (failed.success) {
    const { code, message, subCode, lockTime } = failed.data;
    throw new ApiError(
      {
        kind: 'response',
        code,
        ...(message ? { message } : {}),
        ...(subCode ? { subCode } : {}),
        ...(lockTime === undefined ? {} : { lockTime }),
      },
      path,
    );
  }
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
    throw new ApiError({ kind: 'malformed', endpoint: path, issues }, path);
  }
  // Parsed by E's own schema; TypeScript cannot follow a generic schema to its output type.
  return parsed.data as ResponseOf<E>;
}
