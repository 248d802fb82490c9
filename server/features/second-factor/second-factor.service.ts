import type { SecondFactorMethod, SecondFactorSelect } from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { refused, type Outcome } from './code-check.service';
import { administratorOf } from './admin-code.service';
import { mayEnrol, userDevices } from './enrolment.service';
import { preferredMethod, redeemPass } from './second-factor-pass.repo';

/** GET 2factor/select: the methods the tenant allows and what the user has for each. */
export async function selectMethods(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
): Promise<SecondFactorSelect> {
  const [devices, preferred] = await Promise.all([
    userDevices(deps, session.userId),
    preferredMethod(deps.db, session.userId),
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
  return {
    methods: tenant.settings.secondFactorMethods.filter(usable),
    isApp2Factor: (preferred ?? 'otp') === 'otp',
    enableFaceVerify: tenant.settings.enableFaceVerify,
    hasCurrentDevice,
    hasThirdOfflineDevice,
    isAllowAddThirdPartyOffineDevices,
    bindPhoneNumber: session.phoneNumber !== null,
    enterpriseInformation: { enterpriseId: session.enterpriseId },
  };
}

/** POST 2factor/save_result: the pass a method gave this session marks it verified; each pass once. */
export async function saveResult(
  deps: Deps,
  session: SessionUser,
  authCode: string,
): Promise<Outcome<{ saved: true }>> {
  const saved = await redeemPass(deps.db, sha256Hex(authCode), session.tokenHash, deps.clock.now());
  return saved ? { ok: true, data: { saved: true } } : refused(REFUSALS.expiredCode);
}
