import type { FeatureSeed } from '../../seed/feature-seed';
import { demoUsbKeyTrust } from '../../seed/demo-usbkey';
import { saveUsbKeyTrust } from '../../tenant/usbkey-trust.repo';

/** The certificate authority the demo tenant trusts for USB-key sign-in (server/seed/usbkey). */
export const usbKeyLoginSeed: FeatureSeed = {
  seed: (tx, { enterpriseId }) => saveUsbKeyTrust(tx, enterpriseId, demoUsbKeyTrust()),
};
