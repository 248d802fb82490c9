import { EMBEDDED_KINDS, ThirdPartyKind } from '../../../schemas/third-party-sources';
import type { Deps } from '../../deps';
import { findTenant } from '../../tenant/tenant.repo';
import { CONNECTORS } from './connectors/connectors';
import { enabledSourceSettings } from './third-party-source.repo';

/**
 * The origins the login page may frame (its policy's `frame-src`): the QR pages of the default tenant's
 * enabled sources that the login card embeds (EMBEDDED_KINDS), read from their configured addresses. Nothing
 * else, so a page that frames anything more is refused by the browser.
 */
export async function embeddedFrameOrigins(deps: Deps): Promise<string[]> {
  const tenant = await findTenant(deps.db);
  if (!tenant) return [];
  const rows = await enabledSourceSettings(deps.db, tenant.id, EMBEDDED_KINDS);
  const origins = rows.flatMap(({ kind, settings }) => {
    const parsed = ThirdPartyKind.safeParse(kind);
    const origin = parsed.success ? CONNECTORS[parsed.data]?.frameOrigin(settings) : null;
    return origin ? [origin] : [];
  });
  return [...new Set(origins)];
}
