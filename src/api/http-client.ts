import ky, { type KyInstance } from 'ky';
import type { AppConfig } from '../../schemas/app-config.schema';

/**
 * The one HTTP client: the configured base address, the `/api` prefix, cookies sent, no timeout and no
 * retry (SPEC section 7). HTTP errors are not thrown by ky: `request()` reads every status itself.
 */
export function createHttpClient(config: Pick<AppConfig, 'baseUrl'>): KyInstance {
  const base = config.baseUrl || window.location.origin;
  return ky.create({
    baseUrl: base.endsWith('/') ? base : `${base}/`,
    prefix: 'api',
    credentials: 'include',
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
  });
}
