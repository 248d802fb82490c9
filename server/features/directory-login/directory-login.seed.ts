import { ADAPTERS } from '../../../schemas/spec-constants';
import { saveTenantDirectory } from '../../directory/tenant-directory.repo';
import type { FeatureSeed } from '../../seed/feature-seed';
import { demoDirectory } from '../../seed/demo-tenant';

/** The demo tenant's LDAP directory behind its directory adapter (server/seed/demo-directory.ldif). */
export const directoryLoginSeed: FeatureSeed = {
  seed: (tx, { secretBox, enterpriseId }) =>
    saveTenantDirectory(tx, secretBox, enterpriseId, ADAPTERS.ldap, demoDirectory),
};
