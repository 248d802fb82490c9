import { CONSOLE_ENDPOINTS } from '../../../schemas/endpoint-table';
import { LICENSE_FILE_MAX_CHARS } from '../../../schemas/license.schema';
import { LICENSE_REFUSALS } from '../../../schemas/refusals';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { installLicense, isAdministrator, licenseDetails } from '../../license/license.service';

// Forbidden is the code the page words (SPEC 8); the message is for whoever reads the log.
const ADMINISTRATORS_ONLY = 'the license is for administrators (loginRole 1 or 2)';

/**
 * The administrator console's license page (issue 16): license/show, the installed license and the flags;
 * license/install, a new file in its place. An administrator's session only (loginRole 1 or 2), whatever the
 * license says: an expired one is what they come to replace.
 */
export const licenseRoutes: Routes = (app, deps) => {
  mount(app, deps, CONSOLE_ENDPOINTS.licenseShow, async ({ c, session }) =>
    isAdministrator(session.loginRole)
      ? okBody(await licenseDetails(deps))
      : fail(c, 'Forbidden', ADMINISTRATORS_ONLY),
  );

  mount(
    app,
    deps,
    CONSOLE_ENDPOINTS.licenseInstall,
    async ({ c, session, body }) => {
      if (!isAdministrator(session.loginRole)) return fail(c, 'Forbidden', ADMINISTRATORS_ONLY);
      const installed = await installLicense(deps, body.license);
      return installed.ok ? okBody(installed.data) : fail(c, installed.code, installed.message);
    },
    {
      // A license file is longer than any other field (a longer one than this is refused unread, HTTP 400).
      maxFieldChars: LICENSE_FILE_MAX_CHARS,
      // A body without a file's text is no license file either.
      invalid: (c) => fail(c, 'InvalidParameter', LICENSE_REFUSALS.invalidFile),
    },
  );
};
