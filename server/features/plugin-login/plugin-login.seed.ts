import type { FeatureSeed } from '../../seed/feature-seed';
import { seedPluginSources } from '../../seed/demo-plugin';
import { demoPluginOf } from '../../seed/seed-options';

/** The demo tenant's plugin sources at the demo plugin (an HR system), off in production. */
export const pluginLoginSeed: FeatureSeed = {
  seed: (tx, { secretBox, options, now }) => seedPluginSources(tx, secretBox, demoPluginOf(options), now),
};
