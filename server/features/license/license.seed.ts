import { demoLicensePayload } from '../../license/demo-licenses';
import { signedLicenseFile } from '../../license/license-file';
import { demoLicensePrivateKey } from '../../license/license-key';
import { saveLicense } from '../../license/license.repo';
import type { FeatureSeed } from '../../seed/feature-seed';

/**
 * A license signed with the demo key, by default a year's for 1000 users, so the demo and every test run
 * licensed. A server given the vendor's key (LICENSE_PUBLIC_KEY, production) does not accept it: that instance
 * needs a real one.
 */
export const licenseSeed: FeatureSeed = {
  seed: async (tx, { options, now }) => {
    const payload = demoLicensePayload(options.licenseState ?? 'valid', now);
    await saveLicense(tx, {
      fileText: signedLicenseFile(payload, demoLicensePrivateKey()),
      payload,
      installedAt: now,
    });
  },
};
