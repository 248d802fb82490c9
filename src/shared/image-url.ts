import type { AppConfig } from '../../schemas/app-config.schema';

/** Address of a stored image: GET {baseUrl}/api/public/image/{name} (SPEC section 7). */
export const imageUrl = (config: Pick<AppConfig, 'baseUrl'>, name: string): string =>
  `${config.baseUrl.replace(/\/$/, '')}/api/public/image/${encodeURIComponent(name)}`;
