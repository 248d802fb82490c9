import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { sha256Hex } from '../../crypto/opaque-token';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { answerApplication } from './auth-result.service';

/**
 * POST enduser/plugin_application_2factor/authResult: answer the application that asked this login for a
 * second check. The session must owe nothing (the gate), and the body must name the bearer token itself.
 */
export const authResultRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.applicationTwoFactorResult, async ({ c, session, body }) => {
    if (sha256Hex(body.access_token) !== session.tokenHash) {
      return fail(c, 'InvalidParameter', 'access_token does not match the session');
    }
    const result = await answerApplication(deps, session, body);
    return okBody(
      result.success
        ? { success: true, loginUrl: result.loginUrl, errorMessage: null }
        : { success: false, loginUrl: null, errorMessage: result.errorMessage },
    );
  });
};
