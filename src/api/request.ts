import type { KyInstance, Options } from 'ky';
import * as z from 'zod/mini';
import { ErrorBody, FailedEnvelope } from '../../schemas/envelope.schema';
import { ApiError } from '../../machines/api-error';
import { tokenStore } from '../effects/storage';

export type Access = 'public' | 'session';

/** `token` overrides the stored token, for calls made with a token that was just issued. */
export type RequestOptions = Omit<Options, 'signal'> & {
  access: Access;
  signal?: AbortSignal;
  token?: string;
};

/**
 * Sends one call and returns its schema-parsed body, or throws one `ApiError`:
 * no response → network; non-2xx → http (with the error body's code when it has one);
 * an envelope with `success: false` → response; a body that fails its schema → malformed.
 */
export async function request<S extends z.ZodMiniType>(
  http: KyInstance,
  path: string,
  schema: S,
  { access, token: explicitToken, ...options }: RequestOptions,
): Promise<z.infer<S>> {
  const token = access === 'session' ? (explicitToken ?? tokenStore.get()) : null;
  const headers = token ? { ...options.headers, Authorization: `Bearer ${token}` } : options.headers;
  let response: Response;
  try {
    response = await http(path, { ...options, headers });
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
    const { code, message, subCode } = failed.data;
    throw new ApiError(
      { kind: 'response', code, ...(message ? { message } : {}), ...(subCode ? { subCode } : {}) },
      path,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
    throw new ApiError({ kind: 'malformed', endpoint: path, issues }, path);
  }
  return parsed.data;
}
