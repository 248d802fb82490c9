import ky, { type KyInstance } from 'ky';
import type { AppConfig } from '../../schemas/app-config.schema';

/**
 * ky (1.x) hands fetch a request whose body it has teed for a clone, so the body goes out as a stream: Chromium
 * then shows the call without its payload. Read back into bytes, the body is sent as the plain one it was.
 */
const sendWithBufferedBody: typeof fetch = async (input, init) =>
  input instanceof Request && input.body
    ? fetch(new Request(input, { body: await input.arrayBuffer() }), init)
    : fetch(input, init);

/**
 * The one HTTP client: the configured base address, the `/api` prefix, cookies sent, no timeout and no
 * retry (SPEC section 7). HTTP errors are not thrown by ky: `request()` reads every status itself.
 * `answered` hears of every answer the server sent, whatever its status: the network works.
 */
export function createHttpClient(
  config: Pick<AppConfig, 'baseUrl'>,
  { answered }: { answered?: () => void } = {},
): KyInstance {
  const base = config.baseUrl || window.location.origin;
  return ky.create({
    prefixUrl: `${base.replace(/\/$/, '')}/api/`,
    credentials: 'include',
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    fetch: sendWithBufferedBody,
    hooks: { afterResponse: answered ? [() => answered()] : [] },
  });
}
