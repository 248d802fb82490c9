import type { CompositeStart, CompositeStartRequest } from '../../../schemas/composite.schema';
import type { Api } from '../../api/request';
import { retryingImport } from '../../effects/chunk-retry';

/**
 * `composite/generate_auth_code` for a login type of the first screen (the password login): the chain's calls
 * download with the first chain started, not with the login page.
 */
export async function startChain(
  api: Api,
  body: CompositeStartRequest,
  signal: AbortSignal,
): Promise<CompositeStart> {
  const { compositeApi } = await retryingImport(() => import('./composite.api'));
  return compositeApi(api).start(body, signal);
}
