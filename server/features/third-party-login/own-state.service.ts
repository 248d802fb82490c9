import type { ThirdPartyKind } from '../../../schemas/third-party-sources';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { spendThirdPartyState, type SpentState } from './third-party-state.repo';

/**
 * Spends a state (a redirect's `state`, Alilang's nonce) by any post naming it, then keeps it only when it was
 * this tenant's, this kind's and this browser's: null for one unknown, used, expired or another's.
 */
export async function spendOwnState(
  deps: Deps,
  owner: { enterpriseId: string; kind: ThirdPartyKind; browserId: string },
  state: string,
): Promise<SpentState | null> {
  const spent = await spendThirdPartyState(deps.db, sha256Hex(state), deps.clock.now());
  return spent &&
    spent.enterpriseId === owner.enterpriseId &&
    spent.kind === owner.kind &&
    spent.browserHash === sha256Hex(owner.browserId)
    ? spent
    : null;
}
