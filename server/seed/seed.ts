import type { Edition } from '../../schemas/rules/edition.rule';
import { randomBytes } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { APPLICATION_API_ROLE, issueApplicationToken } from '../account/api-client.repo';
import type { KdfCost } from '../crypto/kdf-cost';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { Db, Queryable } from '../db/db';
import { saveTenantDirectory } from '../directory/tenant-directory.repo';
import { saveUsbKeyTrust } from '../tenant/usbkey-trust.repo';
import type { SecretBox } from '../crypto/secret-box';
import { demoLicensePayload, type DemoLicenseState } from '../license/demo-licenses';
import { signedLicenseFile } from '../license/license-file';
import { demoLicensePrivateKey } from '../license/license-key';
import { saveLicense } from '../license/license.repo';
import { demoImages } from './demo-images';
import {
  demoAdapters,
  demoDirectory,
  demoAdminTool,
  demoEnterprise,
  demoLoginPageConfig,
  demoSeededApplications,
  demoTenantSettings,
  demoTwoFactorApplications,
} from './demo-tenant';
import { DEMO_IDP_URL } from '../idp/demo-identities';
import { seedDingTalkOidcPlugin } from './demo-dingtalk-oidc';
import { seedThirdPartySources } from './demo-third-party';
import { seedPluginSources } from './demo-plugin';
import { DEMO_PLUGIN_URL } from '../plugin/demo-plugin-people';
import { demoUsbKeyTrust } from './demo-usbkey';
import {
  demoBranchAdapters,
  demoBranchEnterprise,
  demoBranchLoginPageConfig,
  demoBranchUsers,
} from './demo-branch';
import { demoUsers, e2eCopies } from './demo-users';
import { chainUsers, seedDemoChains } from './demo-composite';
import { hashUsers, type SeedHashes } from './seed-hashes';
import {
  BRANCH_USERS_TENANT,
  DEMO_USERS_TENANT,
  insertUser,
  type TenantUser,
} from './seed-users.repo';

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

/**
 * The failure budget per client address where every client shares one address (the e2e projects, and test
 * servers that do not trust X-Forwarded-For): the wrong passwords of every test would otherwise spend it.
 */
export const SHARED_ADDRESS_BUDGET = { addressCaptchaAfter: 100_000, addressFailureLimit: 100_000 } as const;

const SEED_LOCK_KEY = 7_301_443;

/**
 * Seeds the demo tenant into an empty database; a database that has a tenant is left as it is. `secretBox`
 * seals the demo users' authenticator secrets, so it must use the key the server will run with; `kdfCost` hashes
 * their passwords, so it must be the cost the server reads them at.
 */
export async function seedDemoTenant(
  db: Db,
  secretBox: SecretBox,
  kdfCost: KdfCost,
  options: SeedOptions = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  if (await hasTenant(db)) return false;
  const users: TenantUser[] = [
    ...[
      ...demoUsers,
      ...(options.e2eCopies ? e2eCopies() : []),
      ...(options.compositeChains ? chainUsers() : []),
    ].map((user) => ({ user, tenant: DEMO_USERS_TENANT })),
    ...demoBranchUsers.map((user) => ({ user, tenant: BRANCH_USERS_TENANT })),
  ];
  // Hash outside the transaction: scrypt is slow and needs no lock.
  const hashes = await hashUsers(
    users.map(({ user }) => user),
    kdfCost,
    options.hashes,
  );
  return db.transaction(async (tx) => {
    await tx.run('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    // Checked again under the lock: another process may have seeded meanwhile.
    if (await hasTenant(tx)) return false;
    await insertTenant(tx, options);
    await insertBranchTenant(tx, options);
    await saveTenantDirectory(tx, secretBox, demoEnterprise.id, ADAPTERS.ldap, demoDirectory);
    await saveUsbKeyTrust(tx, demoEnterprise.id, demoUsbKeyTrust());
    for (const [index, { user, tenant }] of users.entries())
      await insertUser(tx, secretBox, tenant, user, hashes[index]!, now);
    const demoIdp = { idpUrl: options.idpUrl ?? DEMO_IDP_URL, production: options.production ?? false };
    await seedThirdPartySources(tx, secretBox, demoIdp, now);
    await seedDingTalkOidcPlugin(tx, secretBox, demoIdp, now);
    const demoPlugin = { pluginUrl: options.pluginUrl ?? DEMO_PLUGIN_URL, production: demoIdp.production };
    await seedPluginSources(tx, secretBox, demoPlugin, now);
    if (options.compositeChains) await seedDemoChains(tx, demoEnterprise.id);
    await installDemoLicense(tx, options.licenseState ?? 'valid', now);
    if (options.applicationToken) {
      const tool = {
        enterpriseId: demoEnterprise.id,
        name: demoAdminTool.name,
        roles: [APPLICATION_API_ROLE],
      };
      await issueApplicationToken(tx, tool, now, options.applicationToken);
    }
    return true;
  });
}

/**
 * A license signed with the demo key, by default a year's for 1000 users, so the demo and every test run
 * licensed. A server given the vendor's key (LICENSE_PUBLIC_KEY, production) does not accept it: that instance
 * needs a real one.
 */
async function installDemoLicense(tx: Queryable, state: DemoLicenseState, now: Date) {
  const payload = demoLicensePayload(state, now);
  await saveLicense(tx, {
    fileText: signedLicenseFile(payload, demoLicensePrivateKey()),
    payload,
    installedAt: now,
  });
}

async function hasTenant(db: Queryable): Promise<boolean> {
  return db.exists('select 1 from enterprise limit 1');
}

/** A tenant's row as the seed writes it: the demo tenant's fields, its page's config and its tunables. */
type SeedEnterprise = typeof demoEnterprise & {
  isDefault: boolean;
  loginPageConfig: object;
  settings: object;
};

/**
 * Under a shared client address (SeedOptions.sharedAddress) every tenant's caps per address are raised, so the
 * parallel end-to-end projects do not spend each other's.
 */
const sharedAddressSettings = (options: SeedOptions) =>
  options.sharedAddress
    ? {
        qrCodesPerAddress: 1000,
        usbKeyRandomsPerAddress: 1000,
        compositeChainsPerAddress: 1000,
        captchasPerAddress: 100_000,
        ...SHARED_ADDRESS_BUDGET,
      }
    : {};

async function insertTenant(tx: Queryable, options: SeedOptions) {
  await insertEnterprise(
    tx,
    {
      ...demoEnterprise,
      isDefault: true,
      loginPageConfig: demoLoginPageConfig,
      settings: {
        ...demoTenantSettings,
        ...(options.skipForceLogin ? { skipForceLogin: true } : {}),
        ...(options.edition ? { edition: options.edition } : {}),
        ...(options.registrationNeedsApproval === false ? { registrationNeedsApproval: false } : {}),
        ...(options.globalLogin === false ? { globalLogin: false } : {}),
        ...sharedAddressSettings(options),
      },
    },
    demoAdapters,
    options,
  );
  for (const image of demoImages()) {
    await tx.run('insert into image (name, content_type, body) values ($1, $2, $3)', [
      image.name,
      image.contentType,
      image.body,
    ]);
  }
  await insertApplications(tx, demoEnterprise.id);
}

/** The demo branch (demo-branch.ts): a tenant of the same instance with its own key, its password adapter only. */
async function insertBranchTenant(tx: Queryable, options: SeedOptions) {
  await insertEnterprise(
    tx,
    {
      ...demoBranchEnterprise,
      isDefault: false,
      loginPageConfig: demoBranchLoginPageConfig,
      settings: sharedAddressSettings(options),
    },
    demoBranchAdapters,
    // The instance's state and allowlist are read from its default tenant; another tenant keeps the defaults.
    {},
  );
}

/** A tenant's row, its SM2 key pair and its adapters, in their order. */
async function insertEnterprise(
  tx: Queryable,
  e: SeedEnterprise,
  adapters: readonly { id: string; name: string; display: boolean; devices: string[] }[],
  options: Pick<SeedOptions, 'instanceState' | 'ipAllowlist'>,
) {
  await tx.run(
    `insert into enterprise (id, name, name_en, is_default, client_id, instance_id, theme_color, instance_state,
       ip_allowlist, idp_name, idp_version, title, title_en, icon, idaas_adapter, idaas_h5_adapter, login_page_config,
       settings)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      e.id,
      e.name,
      e.nameEn,
      e.isDefault,
      e.clientId,
      e.instanceId,
      e.themeColor,
      options.instanceState ?? 'active',
      options.ipAllowlist ?? [],
      e.idpName,
      e.idpVersion,
      e.title,
      e.titleEn,
      e.icon,
      e.idaasAdapter,
      e.idaasH5Adapter,
      JSON.stringify(e.loginPageConfig),
      JSON.stringify(e.settings),
    ],
  );
  // Generated once here and kept: every later start (and every process) uses the same key pair.
  const keys = sm2.generateKeyPairHex();
  await tx.run('insert into sm2_key (enterprise_id, code, public_key, private_key) values ($1, $2, $3, $4)', [
    e.id,
    randomBytes(8).toString('hex'),
    keys.publicKey,
    keys.privateKey,
  ]);
  for (const [order, a] of adapters.entries()) {
    await tx.run(
      `insert into adapter (enterprise_id, enterprise_auth_id, name, display, client_devices, sort_order)
       values ($1, $2, $3, $4, $5, $6)`,
      [e.id, a.id, a.name, a.display, a.devices, order],
    );
  }
}

/** The service providers' applications, with the login types each allows, and the second-factor app. */
async function insertApplications(tx: Queryable, enterpriseId: string) {
  for (const app of demoSeededApplications) {
    await tx.run(
      `insert into application (id, enterprise_id, name, sp_code, application_key, redirect_url, logout_url,
         requires_second_factor, app_security_level)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        app.id,
        enterpriseId,
        app.name,
        app.spCode,
        app.applicationKey,
        app.redirectUrl,
        app.logoutUrl,
        app.requiresSecondFactor,
        app.appSecurityLevel,
      ],
    );
    for (const adapter of app.allowedAdapters) {
      await tx.run('insert into application_adapter (application_id, enterprise_auth_id) values ($1, $2)', [
        app.id,
        adapter,
      ]);
    }
  }
  for (const twoFactorApp of demoTwoFactorApplications) {
    await tx.run(
      `insert into two_factor_application (id, enterprise_id, name, purchase_id, login_url, secret, auth_type)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        twoFactorApp.id,
        enterpriseId,
        twoFactorApp.name,
        twoFactorApp.purchaseId,
        twoFactorApp.loginUrl,
        randomBytes(32).toString('hex'),
        twoFactorApp.authType,
      ],
    );
  }
}
