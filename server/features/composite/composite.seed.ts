import type { FeatureSeed } from '../../seed/feature-seed';
import { seedDemoChains } from '../../seed/demo-composite';

/**
 * The demo composite chains, where asked (SEED_COMPOSITE_CHAINS): after the plugin sources, since a chain of a
 * plugin source's adapter names its row.
 */
export const compositeSeed: FeatureSeed = {
  after: ['plugin-login'],
  seed: async (tx, { options, enterpriseId }) => {
    if (options.compositeChains) await seedDemoChains(tx, enterpriseId);
  },
};
