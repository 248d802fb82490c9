import type { AppConfig } from '../../schemas/app-config.schema';
import type { LoginRole } from '../../schemas/session.schema';
import { LANDING, LICENSE_SETTINGS_ROUTE } from '../../schemas/spec-constants';
import { withQuery } from '../../schemas/url-query';

/**
 * The `idaas` local-storage entry (SPEC section 3), which is also the portal's `loginParams` value: the token
 * just saved, and the `otherParams` the login URL carried, if any.
 */
export type LoginParams = { access_token: string; otherParams?: string };

export const loginParamsOf = (accessToken: string, otherParams: string | null): LoginParams =>
  otherParams ? { access_token: accessToken, otherParams } : { access_token: accessToken };

// Resolved as the browser resolves it against this page, a relative address stays on the page's origin;
// `//host`, `/\host` and absolute addresses do not (an absolute one naming this very origin is left out too,
// since a pure function does not know the page's origin).
const PAGE_ORIGIN = 'http://page.invalid';
function onThisOrigin(uri: string): boolean {
  try {
    return new URL(uri, PAGE_ORIGIN).origin === PAGE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The portal a user lands in after login (SPEC section 2): role 0 the end-user portal, 1 the IT manager
 * console, 2 the developer console; in an `ali` deployment every role lands in the end-user portal.
 * When the login URL brought extra parameters, they ride along after `#loginSuccess` as `loginParams`, the
 * encoded JSON of the token and those parameters; the token goes only to a portal on this page's origin.
 */
export function portalUrl(
  role: LoginRole,
  config: Pick<AppConfig, 'projectStatus' | 'endUser_uri' | 'itManager_uri' | 'developer_uri'>,
  loginParams?: LoginParams,
): string {
  const uri =
    config.projectStatus === 'ali' || role === 0
      ? config.endUser_uri
      : role === 1
        ? config.itManager_uri
        : config.developer_uri;
  const query =
    loginParams?.otherParams && onThisOrigin(uri)
      ? `?${new URLSearchParams({ loginParams: JSON.stringify(loginParams) })}`
      : '';
  return `${uri}${LANDING.hash}${query}`;
}

/** The address is a portal's landing (portalUrl's), not a provider's or the license settings'. */
export const isPortalLanding = (url: string): boolean => {
  const hash = url.indexOf('#');
  return hash >= 0 && (url.slice(hash) === LANDING.hash || url.slice(hash).startsWith(`${LANDING.hash}?`));
};

/** The service provider's target with the access token, sp_code and application_key added. */
export function spRedirectUrl(
  target: string,
  accessToken: string,
  spCode: string,
  applicationKey: string,
): string {
  return withQuery(target, { access_token: accessToken, sp_code: spCode, application_key: applicationKey });
}

/** The administrator console's license settings (SPEC section 2): an expired license's forced way, and the update buttons'. */
export const licenseSettingsUrl = (config: Pick<AppConfig, 'itManager_uri'>): string =>
  `${config.itManager_uri}#${LICENSE_SETTINGS_ROUTE}`;
