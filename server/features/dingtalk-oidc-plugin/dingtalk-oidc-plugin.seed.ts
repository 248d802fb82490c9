import { seedDingTalkOidcPlugin } from '../../seed/demo-dingtalk-oidc';
import type { FeatureSeed } from '../../seed/feature-seed';
import { demoIdpOf } from '../../seed/seed-options';

/** The demo tenant's DingTalk OIDC plugin at the demo identity process's bridge, off in production. */
export const dingTalkOidcPluginSeed: FeatureSeed = {
  seed: (tx, { secretBox, options, now }) => seedDingTalkOidcPlugin(tx, secretBox, demoIdpOf(options), now),
};
