import type { AuthorizationRequest } from '../features/third-party-login/connector';

/** An authorisation request without PKCE, nonce, in-app or framed page, unless `rest` says otherwise. */
export const plainRequest = (
  redirectUri: string,
  rest: Partial<AuthorizationRequest> = {},
): AuthorizationRequest => ({
  state: 's',
  redirectUri,
  codeChallenge: null,
  nonce: null,
  inApp: false,
  embedded: false,
  ...rest,
});
