import ky, { type BeforeRequestHook, type KyInstance } from 'ky';
import type { AppConfig } from '../../schemas/app-config.schema';
import { API_VERSION } from '../../schemas/spec-constants';

/**
 * The one HTTP client: the configured base address, the `/api` prefix, cookies sent, no timeout and no
 * retry (SPEC section 7). HTTP errors are not thrown by ky: `request()` reads every status itself.
 */
export function createHttpClient(config: Pick<AppConfig, 'baseUrl' | 'apiVersion'>): KyInstance {
  const base = config.baseUrl || window.location.origin;
  return ky.create({
    baseUrl: base.endsWith('/') ? base : `${base}/`,
    prefix: 'api',
    credentials: 'include',
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    hooks: { beforeRequest: [withApiVersion(config.apiVersion)] },
  });
}

/**
 * Endpoints are written with the contract's version (`bff/v1.2/…`); a deployment configured with another
 * `apiVersion` gets its own, so one build serves both.
 */
export function withApiVersion(version: string): BeforeRequestHook {
  const from = `/bff/${API_VERSION}/`;
  const to = `/bff/${encodeURIComponent(version)}/`;
  return ({ request }) =>
    from === to || !request.url.includes(from)
      ? undefined
      : new Request(request.url.replace(from, to), request);
}
