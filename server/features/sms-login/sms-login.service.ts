import { SMS_LOGIN_CODES as CODES, SMS_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { isPhoneNumber, storedPhoneNumber } from '../../../schemas/rules/contact.rule';
import {
  SMS_LOGIN_ADAPTER,
  type SmsLoginAnswer,
  type SmsLoginRequest,
} from '../../../schemas/sms-login.schema';
import { issueToken } from '../../account/access-token.repo';
import { loginBar } from '../../account/login-bar';
import { findPhoneUser } from '../../account/user.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { chainCodeHash, chainStep } from '../composite/chain-step.service';
import { judgeLoginCode } from './login-code-check.service';
import { invalid, refusedWith, smsLoginTenant, type SmsLoginOutcome } from './sms-login-outcome';

const REFUSAL_OF = { expired: REFUSALS.expiredCode, locked: REFUSALS.locked } as const;

/**
 * POST authenticate/system_mobilephonetoken_adapter/login_: the code last sent to the number of a tenant's
 * account, unused and within its 5 minutes, signs that account in. Wrong codes count towards the number's lock;
 * then the account is checked as the password login checks it (its state, the password lockout), and the
 * session's token is issued as rest_token issues it (ending the one before it in the browser `browserId`
 * names), so whatever the session owes (a password change, the second factor) is owed alike. A composite
 * chain's step (`authCode`, or the adapter starting a chain) answers the step instead (chain-step.service.ts).
 */
export async function smsLogin(
  deps: Deps,
  defaultTenant: Tenant,
  form: SmsLoginRequest,
  browserId: string | null,
): Promise<SmsLoginOutcome<SmsLoginAnswer>> {
  const { db } = deps;
  const tenant = await smsLoginTenant(deps, defaultTenant, form._enterprise_id);
  if (!tenant) return invalid('invalid body: _enterprise_id');
  if (tenant.clientId !== form.clientId) return invalid('invalid body: clientId');
  if (!isPhoneNumber(form.phoneNumber, form.phoneRegion)) return invalid(REFUSALS.invalidPhone);
  const number = {
    enterpriseId: tenant.id,
    phoneNumber: storedPhoneNumber(form.phoneNumber, form.phoneRegion),
  };
  const user = await findPhoneUser(db, tenant.id, number.phoneNumber);
  if (!user) return refusedWith(CODES.noAccount, 'no account has this phone number');

  const judged = await judgeLoginCode(deps, tenant, number, form.code);
  if (judged === 'wrong') return refusedWith(CODES.wrongCode, 'wrong code');
  if (judged !== 'pass') return invalid(REFUSAL_OF[judged]);

  const now = deps.clock.now();
  const bar = await loginBar(db, tenant.id, user, now);
  if (bar) return invalid(bar === 'locked' ? REFUSALS.locked : REFUSALS.accountUnavailable);
  const login = {
    userId: user.id,
    authType: SMS_LOGIN_ADAPTER,
    browserId,
    chainCodeHash: chainCodeHash(form.authCode),
  };
  const step = await chainStep(deps, tenant, login);
  if (step) return { ok: true, data: step };
  const accessToken = await issueToken(db, {
    userId: user.id,
    now,
    ttlSeconds: tenant.settings.tokenTtlSeconds,
    authType: SMS_LOGIN_ADAPTER,
    browserId,
  });
  return { ok: true, data: { access_token: accessToken } };
}
