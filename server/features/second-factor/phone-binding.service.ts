import type { SecondFactorPassed, SmsCodeSent } from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { factorLocked, issuePass, judgeCode, refused, type Outcome } from './code-check.service';
import { mayEnrol } from './enrolment.service';
import { bindPhone, phoneTaken } from './phone-binding.repo';
import { recordEvent } from './second-factor-pass.repo';
import { sendCode, sentCodeVerdict } from './sent-code.service';
import { findSentCode } from './sent-code.repo';
import { deliverSms } from './sms-delivery';

/**
 * Whether this session may bind a phone on the second-factor page: the tenant allows it and sends SMS codes,
 * the user has no phone, and no other factor to pass instead (enrolment.service.ts: else whoever holds the
 * password could bind a phone of their own and skip the user's factor).
 */
export async function mayBindPhone(deps: Deps, tenant: Tenant, session: SessionUser): Promise<boolean> {
  const { allowPhoneBinding, secondFactorMethods } = tenant.settings;
  if (!allowPhoneBinding || !secondFactorMethods.includes('sms') || session.phoneNumber !== null)
    return false;
  return mayEnrol(deps, tenant, session);
}

/** The number a binding code was last sent to, while that code is unused and unexpired. */
export async function bindingPhone(deps: Deps, session: SessionUser): Promise<string | null> {
  const sent = await findSentCode(deps.db, session.userId, 'phone');
  return sent && !sent.usedAt && sent.expiresAt > deps.clock.now() ? sent.recipient : null;
}

/** POST 2factor/send_sms: a code to the number the user binds, in place of the last, once a minute. */
export async function sendBindingCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  phoneNumber: string,
): Promise<Outcome<SmsCodeSent>> {
  if (!(await mayBindPhone(deps, tenant, session))) return refused(REFUSALS.unavailable);
  if (await factorLocked(deps, session)) return refused(REFUSALS.locked);
  if (await phoneTaken(deps.db, session.enterpriseId, session.userId, phoneNumber))
    return refused(REFUSALS.phoneInUse);
  return sendCode(
    deps,
    session,
    'phone',
    (code, validMinutes) => deliverSms(deps, tenant, phoneNumber, code, validMinutes),
    phoneNumber,
  );
}

/**
 * The code sent to the number being bound, typed back (auth_2factor/sms/submit_code for a user without a
 * phone): judged as every code is; one that passes binds that number and gives the session its pass.
 */
export async function submitBindingCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  code: string,
): Promise<Outcome<SecondFactorPassed>> {
  if (!(await mayBindPhone(deps, tenant, session))) return refused(REFUSALS.noPhone);
  // The number goes with the code it was sent: a resend to another number makes this code stale.
  const sent = await findSentCode(deps.db, session.userId, 'phone');
  if (!sent?.recipient) return refused(REFUSALS.expiredCode);
  const { recipient } = sent;
  const judged = await judgeCode(deps, tenant, session, 'sms', () =>
    sentCodeVerdict(deps, session, 'phone', code),
  );
  if (!judged.ok) return judged;
  if (!(await bindPhone(deps.db, session.enterpriseId, session.userId, recipient)))
    return refused(REFUSALS.phoneInUse);
  await recordEvent(deps.db, {
    userId: session.userId,
    method: 'sms',
    outcome: 'bound',
    at: deps.clock.now(),
  });
  return { ok: true, data: { authCode: await issuePass(deps, session, 'sms') } };
}
