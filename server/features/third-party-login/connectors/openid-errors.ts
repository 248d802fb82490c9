import * as client from 'openid-client';
import { ConnectorError, type ConnectorFailure } from '../connector';

// RFC 6749 5.2 and OpenID errors of the token endpoint, by what the user or the administrator can do.
const TOKEN_ERRORS: Record<string, ConnectorFailure> = {
  invalid_grant: 'codeRejected',
  invalid_client: 'providerMisconfigured',
  unauthorized_client: 'providerMisconfigured',
  slow_down: 'providerBusy',
  temporarily_unavailable: 'providerBusy',
};

function reasonOf(error: unknown): ConnectorFailure {
  if (error instanceof client.ResponseBodyError) {
    if (error.status === 429) return 'providerBusy';
    return TOKEN_ERRORS[error.error] ?? 'providerUnavailable';
  }
  // A 401 with a challenge: the provider did not take the client's credentials.
  if (error instanceof client.WWWAuthenticateChallengeError)
    return error.status === 401 ? 'providerMisconfigured' : 'providerUnavailable';
  if (error instanceof client.AuthorizationResponseError) return 'codeRejected';
  if (error instanceof client.ClientError) {
    // The ID token: signature, key, audience, nonce, times.
    if (/^OAUTH_(JWT_|KEY_SELECTION|JSON_ATTRIBUTE|INVALID_RESPONSE)/.test(error.code ?? ''))
      return 'tokenInvalid';
  }
  return 'providerUnavailable';
}

/** openid-client's (and the network's) failures as the connector reports them. */
export function connectorErrorOf(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  // The provider's own error code, when it sent one, is what an administrator needs in the log.
  const code = error instanceof client.ResponseBodyError ? ` (${error.status} ${error.error})` : '';
  const detail = error instanceof Error ? `${error.name}: ${error.message}${code}` : String(error);
  return new ConnectorError(reasonOf(error), detail);
}
