import type {
  FirstOneTimeCode,
  OtpCodeRequest,
  SecondFactorPassed,
} from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import { enterpriseTotpUri, matchTotp, newTotpSecret, totpUri } from '../../crypto/totp';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { checkCode, refused, type CodeVerdict, type Outcome } from './code-check.service';
import { mayEnrol, pendingStaleBefore } from './enrolment.service';
import { checkOfflineAnswer } from './offline-device.service';
import { bindPendingSecret, claimOtpStep, findOtpDevice, keepPendingSecret } from './otp-device.repo';

/** The context a user's sealed secret is bound to: copied onto another user's row, it does not open. */
export const otpSecretContext = (userId: string) => `otp:${userId}`;

/** A code of `secret` within one step of now, for a step after the last one that passed for the user. */
export async function verdictFor(
  deps: Deps,
  user: Pick<SessionUser, 'userId'>,
  secret: string,
  code: string,
): Promise<CodeVerdict> {
  const now = deps.clock.now();
  const step = matchTotp(secret, code, now);
  if (step === null) return 'wrong';
  return (await claimOtpStep(deps.db, user.userId, step)) ? 'pass' : 'used';
}

/** POST 2factor/otpcode: a code of the app bound to the user. */
export async function checkOtpCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  form: OtpCodeRequest,
): Promise<Outcome<SecondFactorPassed>> {
  if (form.enterpriseId !== session.enterpriseId) return refused(REFUSALS.unavailable);
  // The same call carries an offline device's answer to its challenge (SPEC 3, formDto).
  if (form.bindOffineDevices) return checkOfflineAnswer(deps, tenant, session, form.otpCode);
  const sealed = (await findOtpDevice(deps.db, session.userId))?.boundSecret;
  if (!tenant.settings.secondFactorMethods.includes('otp') || !sealed) return refused(REFUSALS.unavailable);
  const secret = deps.secretBox.open(sealed, otpSecretContext(session.userId));
  return checkCode(deps, tenant, session, 'otp', () => verdictFor(deps, session, secret, form.otpCode));
}

/**
 * GET 2factor/firstly_one_time_code: the secret of the app being bound, made on the first call and kept until
 * its first code confirms it. GET 2factor/app_one_time_code (`renew`): a new secret in its place, for a QR code
 * someone else may have seen or that went into the wrong app; the one before no longer binds. Only a user with
 * no factor to pass instead gets one (enrolment.service.ts). GET 2factor/bind_enterprise_qrcode (`server`, the
 * origin the browser reached): the same secret in a URI that binds the enterprise too, for the tenant's own app.
 */
export async function pendingOtpApp(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  { renew = false, server }: { renew?: boolean; server?: string } = {},
): Promise<Outcome<FirstOneTimeCode>> {
  const { db, clock, secretBox } = deps;
  if (!tenant.settings.secondFactorMethods.includes('otp') || !(await mayEnrol(deps, tenant, session))) {
    return refused(REFUSALS.unavailable);
  }
  const context = otpSecretContext(session.userId);
  const now = clock.now();
  const sealed = await keepPendingSecret(
    db,
    session.userId,
    secretBox.seal(newTotpSecret(), context),
    now,
    // A renewal finds every secret kept so far stale.
    renew ? now : pendingStaleBefore(now),
  );
  const secret = secretBox.open(sealed, context);
  const qrcode = server
    ? enterpriseTotpUri(secret, tenant.name, session.username, { enterpriseId: session.enterpriseId, server })
    : totpUri(secret, tenant.name, session.username);
  return { ok: true, data: { secret, qrcode } };
}

/** GET 2factor/verify/confirm: the new app's first code binds it, and passes the factor. */
export async function confirmOtpApp(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  otpCode: string,
): Promise<Outcome<SecondFactorPassed>> {
  const sealed = (await findOtpDevice(deps.db, session.userId))?.pendingSecret;
  if (!sealed) return refused(REFUSALS.expiredCode);
  // A factor bound since the secret was shown (another tab, an administrator) is the one to pass now.
  if (!(await mayEnrol(deps, tenant, session))) return refused(REFUSALS.unavailable);
  const secret = deps.secretBox.open(sealed, otpSecretContext(session.userId));
  return checkCode(deps, tenant, session, 'otp', async () => {
    const verdict = await verdictFor(deps, session, secret, otpCode);
    if (verdict !== 'pass') return verdict;
    // Another tab may have bound (or replaced) the secret since it was read.
    const bound = await bindPendingSecret(
      deps.db,
      session.userId,
      sealed,
      deps.clock.now(),
      pendingStaleBefore(deps.clock.now()),
    );
    return bound ? 'pass' : 'expired';
  });
}
