import { Hono } from 'hono';
import {
  APPLICATION_TWO_FACTOR_ERRORS as ERRORS,
  ApplicationTwoFactorResultRequest,
  ApplicationTwoFactorResultResponse,
} from '../../schemas/application-two-factor.schema';
import { sha256Hex } from '../auth/opaque-token';
import { owedStep } from '../auth/session-gate';
import { revokeToken } from '../auth/session-repo';
import { signResult } from '../auth/two-factor-result-signature';
import type { AppEnv, Deps } from '../http/app-env';
import { readBody } from '../http/read-body';
import { withQuery } from '../../schemas/url-query';
import { fail, okBody, respond } from '../http/respond';
import { answerStateOnce, findTwoFactorApplication, isAssigned } from '../tenant/two-factor-application-repo';

/**
 * POST /api/bff/v1.2/enduser/plugin_application_2factor/authResult: the login an application asked for
 * (`/applicationTwoFactor`) is done; answer the application with a signed return address. Each state is
 * answered once, only for the user the application named, only if that user may use the application, and
 * with the way the user really signed in.
 */
export function applicationTwoFactorRoute({ db, clock }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/plugin_application_2factor/authResult', async (c) => {
    const s = c.get('session');
    const body = ApplicationTwoFactorResultRequest.safeParse(await readBody(c));
    if (!body.success) {
      return fail(
        c,
        'InvalidParameter',
        'username, state, result, purchaseId, authType and access_token are required',
      );
    }
    if (sha256Hex(body.data.access_token) !== s.tokenHash) {
      return fail(c, 'InvalidParameter', 'access_token does not match the session');
    }
    const owed = owedStep(s, clock.now());
    if (owed) return fail(c, owed.code, owed.message);
    const { username, state, result, purchaseId, authType } = body.data;
    // The login was only for the application: a refused one ends its session too.
    const refuse = async (errorMessage: string) => {
      await revokeToken(db, s.tokenHash, clock.now());
      return respond(
        c,
        ApplicationTwoFactorResultResponse,
        okBody({ success: false, loginUrl: null, errorMessage }),
      );
    };

    const application = await findTwoFactorApplication(db, s.enterpriseId, purchaseId);
    if (!application || !result || authType !== s.authType) return refuse(ERRORS.verificationFailed);
    if (username !== s.username) return refuse(ERRORS.usernameInconsistent);
    if (!(await isAssigned(db, application.id, s.userId))) return refuse(ERRORS.notAuthorized);
    const now = clock.now();
    if (!(await answerStateOnce(db, application.id, state, now))) return refuse(ERRORS.stateInvalid);

    const signed = {
      purchaseId,
      state,
      username,
      result: 'success',
      authType,
      timestamp: String(now.getTime()),
    };
    const loginUrl = withQuery(application.loginUrl, {
      ...signed,
      sign: signResult(application.secret, signed),
    });
    return respond(
      c,
      ApplicationTwoFactorResultResponse,
      okBody({ success: true, loginUrl, errorMessage: null }),
    );
  });
  return app;
}
