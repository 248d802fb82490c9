import type { AppConfig } from '../schemas/app-config.schema';
import type { LoginRole } from '../schemas/session.schema';
import { LANDING } from '../schemas/spec-constants';
import { withQuery } from '../schemas/url-query';

/**
 * The portal a user lands in after login (SPEC section 2): role 0 the end-user portal, 1 the IT manager
 * console, 2 the developer console; in an `ali` deployment every role lands in the end-user portal.
 * The login-parameters value, when the login brought one, rides along after `#loginSuccess`.
 */
export function portalUrl(
  role: LoginRole,
  config: Pick<AppConfig, 'projectStatus' | 'endUser_uri' | 'itManager_uri' | 'developer_uri'>,
  loginParams?: string | null,
): string {
  const uri =
    config.projectStatus === 'ali' || role === 0
      ? config.endUser_uri
      : role === 1
        ? config.itManager_uri
        : config.developer_uri;
  const query = loginParams ? `?${new URLSearchParams({ loginParams })}` : '';
  return `${uri}${LANDING.hash}${query}`;
}

/** The service provider's target with the access token, sp_code and application_key added. */
export function spRedirectUrl(
  target: string,
  accessToken: string,
  spCode: string,
  applicationKey: string,
): string {
  return withQuery(target, { access_token: accessToken, sp_code: spCode, application_key: applicationKey });
}
