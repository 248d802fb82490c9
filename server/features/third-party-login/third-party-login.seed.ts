import type { FeatureSeed } from '../../seed/feature-seed';
import { seedThirdPartySources } from '../../seed/demo-third-party';
import { demoIdpOf } from '../../seed/seed-options';

/** The demo tenant's third-party sources at the demo identity process, off in production. */
export const thirdPartyLoginSeed: FeatureSeed = {
  seed: (tx, { secretBox, options, now }) => seedThirdPartySources(tx, secretBox, demoIdpOf(options), now),
};
