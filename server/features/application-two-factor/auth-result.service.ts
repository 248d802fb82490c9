import type { ApplicationTwoFactorResultRequest } from '../../../schemas/application-two-factor.schema';
import { APPLICATION_TWO_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { withQuery } from '../../../schemas/url-query';
import { revokeToken, type SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import { signResult } from './result-signature';
import { answerStateOnce, findTwoFactorApplication, isAssigned } from './two-factor-application.repo';

export type AuthResult = { success: true; loginUrl: string } | { success: false; errorMessage: string };

/**
 * The login an application asked for (`/applicationTwoFactor`) is done: the application's signed return
 * address. Each state is answered once, only for the user the application named, only if that user may use
 * the application, and with the way the user really signed in. A refusal ends the session, which existed
 * only for the application.
 */
export async function answerApplication(
  { db, clock }: Deps,
  session: SessionUser,
  request: ApplicationTwoFactorResultRequest,
): Promise<AuthResult> {
  const { username, state, result, purchaseId, authType } = request;
  const now = clock.now();
  const refuse = async (errorMessage: string): Promise<AuthResult> => {
    await revokeToken(db, session.tokenHash, now);
    return { success: false, errorMessage };
  };

  const application = await findTwoFactorApplication(db, session.enterpriseId, purchaseId);
  if (!application || !result || authType !== session.authType) return refuse(REFUSALS.verificationFailed);
  if (username !== session.username) return refuse(REFUSALS.usernameInconsistent);
  if (!(await isAssigned(db, application.id, session.userId))) return refuse(REFUSALS.notAuthorized);
  if (!(await answerStateOnce(db, application.id, state, now))) return refuse(REFUSALS.stateInvalid);

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
  return { success: true, loginUrl };
}
