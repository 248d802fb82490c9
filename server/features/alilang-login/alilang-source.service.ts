import * as z from 'zod/mini';
import { isAlilangAgentUrl } from '../../../schemas/alilang-login.schema';
import { THIRD_PARTY_REFUSALS as REFUSALS } from '../../../schemas/third-party-login.schema';
import type { Deps } from '../../deps';
import type { CallOutcome } from '../call-outcome';
import { invalid } from '../third-party-login/third-party-outcome';
import { findThirdPartySource } from '../third-party-login/third-party-source.repo';
import { unsealedOrNull } from '../third-party-login/third-party-source.service';

/**
 * An Alilang source's settings (stored as every source's): the agent's address the page posts to, and the
 * agent's public key (SPKI PEM, P-256) its UEM tokens are checked with. Its client id is the app id the agent
 * knows the IdP by; its secret signs the token requests.
 */
export const AlilangSettings = z.object({
  agentUrl: z.string().check(z.refine(isAlilangAgentUrl)),
  agentPublicKey: z.string().check(z.startsWith('-----BEGIN PUBLIC KEY-----')),
});
export type AlilangSettings = z.infer<typeof AlilangSettings>;

export type AlilangSource = {
  appId: string;
  appSecret: string;
  provision: boolean;
  settings: AlilangSettings;
};

/**
 * The tenant's enabled Alilang source: `sourceUnavailable` without one, or when its secret does not open;
 * `providerMisconfigured` when its settings do not read (the administrator must fix them).
 */
export async function openAlilangSource(
  deps: Deps,
  enterpriseId: string,
): Promise<CallOutcome<AlilangSource>> {
  const source = await unsealedOrNull(
    findThirdPartySource(deps.db, deps.secretBox, enterpriseId, 'alilang'),
    `Source alilang of tenant ${enterpriseId}`,
  );
  if (!source) return invalid(REFUSALS.sourceUnavailable);
  const settings = AlilangSettings.safeParse(source.settings);
  if (!settings.success) {
    console.error(`Source alilang of tenant ${enterpriseId}: its settings do not read`);
    return invalid(REFUSALS.providerMisconfigured);
  }
  return {
    ok: true,
    data: {
      appId: source.clientId,
      appSecret: source.clientSecret,
      provision: source.provision,
      settings: settings.data,
    },
  };
}
