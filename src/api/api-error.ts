import type { ApiFailure } from '../../schemas/api-failure';

/**
 * The one error every API call fails with. Machines read its `detail` by shape (`apiFailureOf` in
 * schemas/api-failure.ts), so they never import this class.
 */
export class ApiError extends Error {
  constructor(
    readonly detail: ApiFailure,
    readonly endpoint: string,
  ) {
    const code = 'code' in detail && detail.code ? ` ${detail.code}` : '';
    super(`${endpoint}: ${detail.kind}${'status' in detail ? ` ${detail.status}` : ''}${code}`);
    this.name = 'ApiError';
  }
}
