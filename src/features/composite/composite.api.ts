import { COMPOSITE_ENDPOINTS as ENDPOINTS } from '../../../schemas/composite.endpoints';
import type { CompositeStartRequest, CompositeValidateRequest } from '../../../schemas/composite.schema';
import type { Api } from '../../api/request';

/** Composite chains' own calls (SPEC 7): a chain's start, and the exchange of its code for the token. */
export function compositeApi(api: Api) {
  return {
    start: (body: CompositeStartRequest, signal: AbortSignal) =>
      api(ENDPOINTS.compositeStart, { body, signal }).then((r) => r.data),
    validate: (body: CompositeValidateRequest, signal: AbortSignal) =>
      api(ENDPOINTS.compositeValidate, { body, signal }).then((r) => r.data),
  };
}
