import type { ApplicationCodeRequest } from '../../../schemas/application-code.schema';
import type {
  ApplicationAuthType,
  ApplicationAuthTypeQuery,
} from '../../../schemas/application-two-factor.schema';
import { APPLICATION_TWO_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { APPLICATION_CODE_AUTH_TYPE } from '../../../schemas/spec-constants';
import { issueToken } from '../../account/access-token.repo';
import { findLoginUser } from '../../account/user.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { judgeCode } from '../second-factor/code-check.service';
import { otpSecretContext, verdictFor } from '../second-factor/otp-app.service';
import { findOtpDevice } from '../second-factor/otp-device.repo';
import { findTwoFactorApplication, isAssigned } from './two-factor-application.repo';

/** Long enough to answer the application, not to be kept: the token does nothing else. */
const CHECK_TOKEN_TTL_SECONDS = 300;

export type Answer<T> = { ok: true; data: T } | { ok: false; refusal: string };
const refuse = (refusal: string): Answer<never> => ({ ok: false, refusal });

/** GET plugin_application_2factor/getAuthType: how the tenant's application wants its user checked. */
export async function applicationAuthType(
  { db }: Deps,
  tenant: Tenant,
  { purchaseId, enterpriseId }: ApplicationAuthTypeQuery,
): Promise<Answer<ApplicationAuthType>> {
  if (enterpriseId !== tenant.id) return refuse(REFUSALS.verificationFailed);
  const application = await findTwoFactorApplication(db, tenant.id, purchaseId);
  return application
    ? { ok: true, data: { authType: application.authType } }
    : refuse(REFUSALS.verificationFailed);
}

/**
 * POST plugin_application_2factor/otpcode (and adapter/inside/otpCode): the named user's code for an
 * application that checks by code. The code is judged like every second-factor code (counted before it is
 * checked, each step once, locked like a password); one that passes gives a short token that can only answer
 * this request (authResult) or log out. An unknown application, user or app is one refusal, so the answer
 * says nothing about which.
 */
export async function checkApplicationCode(
  deps: Deps,
  tenant: Tenant,
  form: ApplicationCodeRequest,
): Promise<Answer<{ access_token: string }>> {
  const { db, clock } = deps;
  if (form.enterpriseId !== tenant.id) return refuse(REFUSALS.verificationFailed);
  const application = await findTwoFactorApplication(db, tenant.id, form.purchaseId);
  if (!application || application.authType !== 'otp') return refuse(REFUSALS.verificationFailed);
  const user = await findLoginUser(db, tenant.id, form.username);
  const sealed = user && user.status === 'active' ? (await findOtpDevice(db, user.id))?.boundSecret : null;
  if (!user || !sealed) return refuse(REFUSALS.verificationFailed);
  const secret = deps.secretBox.open(sealed, otpSecretContext(user.id));
  const factorUser = { userId: user.id, enterpriseId: tenant.id, username: user.username };
  const judged = await judgeCode(deps, tenant, factorUser, 'otp', () =>
    verdictFor(deps, factorUser, secret, form.otpCode),
  );
  if (!judged.ok) return judged;
  if (!(await isAssigned(db, application.id, user.id))) return refuse(REFUSALS.notAuthorized);
  // No sign-in of the browser: a user signed in there (to the portal, say) whom an application asks for a code
  // stays signed in, and the check's token, which answers only this request, is no session a later sign-in
  // there must end.
  const token = await issueToken(db, {
    userId: user.id,
    now: clock.now(),
    ttlSeconds: CHECK_TOKEN_TTL_SECONDS,
    authType: APPLICATION_CODE_AUTH_TYPE,
    browserId: null,
    applicationCheck: true,
  });
  return { ok: true, data: { access_token: token } };
}
