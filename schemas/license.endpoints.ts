/**
 * The administrator console's license page (issue 16): the installed license and a new one put in its place.
 * Not the login page's calls: the reference server's console page makes them, with an administrator's token
 * (loginRole 1 or 2); anyone else is refused (Forbidden).
 */
import { endpoint } from './endpoint';
import { envelope } from './envelope.schema';
import { LicenseDetails, LicenseInstallRequest } from './license.schema';

export const LICENSE_CONSOLE_ENDPOINTS = {
  licenseShow: endpoint({
    method: 'GET',
    access: 'session',
    path: 'license/show',
    response: envelope(LicenseDetails),
  }),
  licenseInstall: endpoint({
    method: 'POST',
    access: 'session',
    path: 'license/install',
    body: LicenseInstallRequest,
    response: envelope(LicenseDetails),
  }),
} as const;
