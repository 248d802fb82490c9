import type { PluginRefusal } from '../../../schemas/plugin-login.schema';
import type { Deps } from '../../deps';
import { refusals } from '../call-outcome';
import { unsealedOrNull } from '../third-party-login/third-party-source.service';
import { findPluginSource, type PluginSource } from './plugin-source.repo';

/** The plugin calls' refusals: `InvalidParameter` with a PLUGIN_REFUSALS code or naming a field. */
export const { invalid } = refusals<PluginRefusal, never>();

/**
 * The tenant's enabled plugin source `enterpriseAuthId`, or null: none, switched off, or its secret does not
 * open (sealed under another SECRETS_KEY: logged, the administrator must save it again).
 */
export const openPluginSource = (deps: Deps, enterpriseId: string, enterpriseAuthId: string) =>
  unsealedOrNull<PluginSource>(
    findPluginSource(deps.db, deps.secretBox, enterpriseId, enterpriseAuthId),
    `Plugin source ${enterpriseAuthId} of tenant ${enterpriseId}`,
  );
