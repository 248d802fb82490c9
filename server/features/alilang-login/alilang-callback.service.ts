import { type AlilangCallbackRequest, UemTokenClaims } from '../../../schemas/alilang-login.schema';
import {
  THIRD_PARTY_REFUSALS as REFUSALS,
  type ThirdPartyCallbackResult,
} from '../../../schemas/third-party-login.schema';
import { publicKeyOf, verifiedEs256Claims } from '../../crypto/es256-jwt';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { signInOrBind } from '../third-party-login/linked-or-binding.service';
import { spendOwnState } from '../third-party-login/own-state.service';
import { invalid, callerTenant, type ThirdPartyOutcome } from '../third-party-login/third-party-outcome';
import { openAlilangSource } from './alilang-source.service';

/** A token issued this far in the future is refused: the agent's clock is wrong, or it is forged. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * POST authenticate/alilang/submit_callback: the UEM token must be signed by the source's agent key, for the
 * source's app id, unexpired; only then is its nonce spent (a forged token cannot burn another's), which must
 * be this tenant's and this browser's, unused. The person's account (`sub`) under the app id is the external
 * identity, signed in or bound as every source's.
 */
export async function submitAlilangCallback(
  deps: Deps,
  defaultTenant: Tenant,
  form: AlilangCallbackRequest,
  browserId: string,
): Promise<ThirdPartyOutcome<ThirdPartyCallbackResult>> {
  const called = await callerTenant(deps, defaultTenant, form, 'body');
  if (!called.ok) return called;
  const tenant = called.data;
  const opened = await openAlilangSource(deps, tenant.id);
  if (!opened.ok) return opened;
  const { appId, provision, settings } = opened.data;

  const claims = UemTokenClaims.safeParse(
    await verifiedEs256Claims(form.uemToken, publicKeyOf(settings.agentPublicKey), deps.clock.now()),
  );
  const nowSeconds = deps.clock.now().getTime() / 1000;
  if (
    !claims.success ||
    claims.data.aud !== appId ||
    claims.data.exp <= nowSeconds ||
    claims.data.iat > nowSeconds + CLOCK_SKEW_SECONDS
  ) {
    console.error(`submit_callback alilang of ${tenant.id}: a UEM token did not check out`);
    return invalid(REFUSALS.tokenInvalid);
  }
  const { sub, name, nonce } = claims.data;
  const state = await spendOwnState(deps, { enterpriseId: tenant.id, kind: 'alilang', browserId }, nonce);
  if (!state) return invalid(REFUSALS.stateInvalid);

  const identity = {
    issuer: appId,
    subject: sub,
    displayName: name ?? sub,
    preferredUsername: sub,
    // The agent vouches for the person's account only, not for an address or a number.
    email: null,
    phone: null,
    emailVerified: false,
    phoneVerified: false,
  };
  return signInOrBind(
    deps,
    tenant,
    'alilang',
    { identity, provision, applicationId: state.applicationId },
    browserId,
  );
}
