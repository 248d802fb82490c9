import * as z from 'zod/mini';
import { ConnectorError, type ConnectorFailure } from '../connector';

/**
 * The HTTP side the DingTalk, WeChat, WeCom and Alipay connectors share: one call with a deadline, and every
 * answer parsed. A network failure, a timeout, a body that is not JSON or not the expected shape is the
 * provider being unavailable. Details name the call, never its URL: WeChat and WeCom take secrets in the query.
 */
const TIMEOUT_MS = 10_000;

/** `path` below a configured base URL, whether or not the base ends in a slash. */
export const below = (base: string, path: string): URL =>
  new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);

/** A base URL setting: http(s), defaulting to the provider's real host. */
export const baseUrl = (real: string) => z._default(z.url({ protocol: /^https?$/ }), real);

export async function callProvider(
  what: string,
  url: URL,
  init: RequestInit,
  signal: AbortSignal,
): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // The caller's signal is its deadline for the whole sign-in: a provider that has not answered by then
    // is unavailable, as one past the call's own deadline is (not an error of this server's).
    const detail = signal.aborted ? 'no answer in time' : error instanceof Error ? error.message : 'failed';
    throw new ConnectorError('providerUnavailable', `${what}: ${detail}`);
  }
}

export function parseJson(what: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ConnectorError('providerUnavailable', `${what}: the answer is not JSON`);
  }
}

export function parseWith<S extends z.ZodMiniType>(what: string, schema: S, json: unknown): z.output<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ConnectorError('providerUnavailable', `${what}: unexpected answer`);
  return parsed.data;
}

const ErrcodeAnswer = z.object({ errcode: z.number(), errmsg: z.optional(z.string()) });

/**
 * An answer of WeChat's or WeCom's API: HTTP 200 either way, a failure has a non-zero `errcode` (WeCom's
 * successes carry `errcode: 0`, WeChat's none), mapped by `failureOf`.
 */
export function parseErrcodeAnswer<S extends z.ZodMiniType>(
  what: string,
  schema: S,
  text: string,
  failureOf: (errcode: number) => ConnectorFailure,
): z.output<S> {
  const json = parseJson(what, text);
  const error = ErrcodeAnswer.safeParse(json);
  if (error.success && error.data.errcode !== 0)
    throw new ConnectorError(
      failureOf(error.data.errcode),
      `${what}: ${error.data.errcode} ${error.data.errmsg ?? ''}`,
    );
  return parseWith(what, schema, json);
}
