import type { CompositeRefusal } from '../../../schemas/composite.schema';
import type {
  SaveResult,
  SecondFactorMethod,
  SecondFactorSelect,
} from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS, type SecondFactorRefusal } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { owedFactorStep, payFactorStep } from '../composite/chain-factor.service';
import { refused, type Outcome } from './code-check.service';
import { administratorOf } from './admin-code.service';
import { mayEnrol, userDevices } from './enrolment.service';
import { preferredMethod, redeemPass } from './second-factor-pass.repo';

/**
 * GET 2factor/select: the methods the tenant allows and what the user has for each. A composite chain's token
 * is offered its chain's step alone (none when the chain can no longer be paid), and told which step it is.
 */
export async function selectMethods(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
): Promise<SecondFactorSelect> {
  const [devices, preferred, chain] = await Promise.all([
    userDevices(deps, session.userId),
    preferredMethod(deps.db, session.userId),
    session.chainOwes ? owedFactorStep(deps, session) : null,
  ]);
  const enrol = await mayEnrol(deps, tenant, session, devices);
  const { app: device, offline } = devices;
  const hasCurrentDevice = Boolean(device?.boundSecret);
  const hasThirdOfflineDevice = Boolean(offline?.boundKey);
  const isAllowAddThirdPartyOffineDevices = tenant.settings.allowNewOfflineDevices && enrol;
  // A method the user cannot use here is not offered: no administrator to relay a code; no app or offline
  // device and none may be bound with the password alone. (SMS stays: SPEC 8 words the missing phone.)
  const usable = (method: SecondFactorMethod) =>
    method === 'admin'
      ? administratorOf(tenant) !== null
      : method === 'offline'
        ? hasThirdOfflineDevice || isAllowAddThirdPartyOffineDevices
        : method === 'otp'
          ? hasCurrentDevice || enrol
          : true;
  const offered = session.chainOwes ? (chain ? [chain.method] : []) : tenant.settings.secondFactorMethods;
  return {
    methods: offered.filter(usable),
    isApp2Factor: (preferred ?? 'otp') === 'otp',
    enableFaceVerify: tenant.settings.enableFaceVerify,
    hasCurrentDevice,
    hasThirdOfflineDevice,
    isAllowAddThirdPartyOffineDevices,
    bindPhoneNumber: session.phoneNumber !== null,
    enterpriseInformation: { enterpriseId: session.enterpriseId },
    ...(chain && { composite: chain.progress }),
  };
}

/**
 * POST 2factor/save_result: the pass a method gave this session marks it verified; each pass once. A composite
 * chain's token pays its chain's step instead (chain-factor.service.ts), verified at the last step only.
 */
export async function saveResult(
  deps: Deps,
  session: SessionUser,
  authCode: string,
): Promise<Outcome<SaveResult, SecondFactorRefusal | CompositeRefusal>> {
  if (session.chainOwes) {
    const paid = await payFactorStep(deps, session, authCode);
    if (paid.ok) return { ok: true, data: { saved: true, composite: paid.step } };
    return paid.refusal === 'spent' ? refused(REFUSALS.expiredCode) : { ok: false, refusal: paid.refusal };
  }
  const saved = await redeemPass(deps.db, sha256Hex(authCode), session.tokenHash, deps.clock.now());
  return saved ? { ok: true, data: { saved: true } } : refused(REFUSALS.expiredCode);
}
