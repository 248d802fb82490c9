/**
 * Composite (chained) authentication (SPEC section 7, composite calls; issue 15), a group of the endpoint table
 * of its own: its code downloads when a chain first needs it. A chain is a paid feature.
 */
import {
  COMPOSITE_LOGIN_TYPE,
  CompositeStartResponse,
  CompositeStartRequest,
  CompositeTokenResponse,
  CompositeValidateRequest,
} from './composite.schema';
import { endpoint } from './endpoint';

export const COMPOSITE_ENDPOINTS = {
  compositeStart: endpoint({
    method: 'POST',
    access: 'public',
    loginType: COMPOSITE_LOGIN_TYPE,
    path: 'composite/generate_auth_code',
    body: CompositeStartRequest,
    response: CompositeStartResponse,
  }),
  compositeValidate: endpoint({
    method: 'POST',
    access: 'public',
    loginType: COMPOSITE_LOGIN_TYPE,
    path: 'composite/validate_auth_code',
    body: CompositeValidateRequest,
    response: CompositeTokenResponse,
  }),
} as const;
