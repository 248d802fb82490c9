import type { Edition } from '../../schemas/rules/edition.rule';
import type { DemoLicenseState } from '../license/demo-licenses';
import { DEMO_IDP_URL } from '../idp/demo-identities';
import { DEMO_PLUGIN_URL } from '../plugin/demo-plugin-people';
import type { SeedHashes } from './seed-hashes';

/** How the demo tenant is seeded: main.ts reads each from the environment, the tests set them. */
export interface SeedOptions {
  /** 'expired' makes the instance answer ExpiredInstance (env SEED_INSTANCE_STATE). */
  instanceState?: 'active' | 'expired';
  /** CIDR blocks allowed to call the API (env SEED_IP_ALLOWLIST, comma-separated); empty allows all. */
  ipAllowlist?: string[];
  /** The login goes on after a forced password change (env SEED_SKIP_FORCE_LOGIN=true). */
  skipForceLogin?: boolean;
  /** The demo tenant's edition (env SEED_EDITION): standard by default; `free` gates all but the password. */
  edition?: Edition;
  /** Per-project copies of the second-factor users for parallel end-to-end runs (env SEED_E2E_COPIES=true). */
  e2eCopies?: boolean;
  /** Hashes of the users' secrets made already, for the servers of one end-to-end run (seed-hashes.ts). */
  hashes?: SeedHashes;
  /**
   * The demo composite chains and their people (server/seed/demo-composite.ts; env SEED_COMPOSITE_CHAINS=true):
   * every password and SMS login of the demo tenant then goes through a chain.
   */
  compositeChains?: boolean;
  /** false: a registration signs in at once, without approval (env SEED_REGISTRATION_APPROVAL=false). */
  registrationNeedsApproval?: boolean;
  /**
   * false: the demo login page signs in to the demo tenant alone (rest_token), not across the instance's tenants
   * (env SEED_GLOBAL_LOGIN=false).
   */
  globalLogin?: boolean;
  /**
   * Every client comes from one address (the parallel end-to-end projects on localhost): the caps per client
   * address are raised so the projects do not spend each other's (env SEED_SHARED_ADDRESS=true).
   */
  sharedAddress?: boolean;
  /**
   * The known token of the demo administrator tool (demoAdminTool). main.ts passes it outside production only:
   * a production database gets no token anyone could read in this repository.
   */
  applicationToken?: string;
  /** The demo identity process the tenant's third-party sources sign in at (env DEMO_IDP_URL; DEMO_IDP_URL). */
  idpUrl?: string;
  /** The demo plugin the tenant's plugin sources sign in at (env DEMO_PLUGIN_URL; DEMO_PLUGIN_URL). */
  pluginUrl?: string;
  /**
   * A production database (main.ts under NODE_ENV=production): the demo's third-party and plugin sources seeded
   * off.
   */
  production?: boolean;
  /**
   * The demo license's state (server/license/demo-licenses.ts; env SEED_LICENSE_STATE): `valid` by default, a
   * year for 1000 users.
   */
  licenseState?: DemoLicenseState;
  now?: Date;
}

/** The demo identity process the third-party sources sign in at, and whether they are off (production). */
export const demoIdpOf = (options: SeedOptions) => ({
  idpUrl: options.idpUrl ?? DEMO_IDP_URL,
  production: options.production ?? false,
});

/** The demo plugin the plugin sources sign in at, and whether they are off (production). */
export const demoPluginOf = (options: SeedOptions) => ({
  pluginUrl: options.pluginUrl ?? DEMO_PLUGIN_URL,
  production: options.production ?? false,
});
