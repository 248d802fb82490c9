import { randomBytes } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { APPLICATION_API_ROLE, issueApplicationToken } from '../account/api-client.repo';
import type { KdfCost } from '../crypto/kdf-cost';
import type { Db, Queryable } from '../db/db';
import type { SecretBox } from '../crypto/secret-box';
import { demoImages } from './demo-images';
import {
  demoAdapters,
  demoAdminTool,
  demoEnterprise,
  demoLoginPageConfig,
  demoSeededApplications,
  demoTenantSettings,
  demoTwoFactorApplications,
} from './demo-tenant';
import {
  demoBranchAdapters,
  demoBranchEnterprise,
  demoBranchLoginPageConfig,
  demoBranchUsers,
} from './demo-branch';
import { demoUsers, e2eCopies } from './demo-users';
import { chainUsers } from './demo-composite';
import { seedOrder } from './feature-seed';
import { FEATURE_SEEDS } from './feature-seeds.gen';
import type { SeedOptions } from './seed-options';
import { hashUsers } from './seed-hashes';
import { BRANCH_USERS_TENANT, DEMO_USERS_TENANT, insertUser, type TenantUser } from './seed-users.repo';

export type { SeedOptions };

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
  const hashed = await hashUsers(users, kdfCost, options.hashes);
  return db.transaction(async (tx) => {
    await tx.run('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    // Checked again under the lock: another process may have seeded meanwhile.
    if (await hasTenant(tx)) return false;
    await insertTenant(tx, options);
    await insertBranchTenant(tx, options);
    for (const { user, tenant, hashes } of hashed) await insertUser(tx, secretBox, tenant, user, hashes, now);
    // What each feature seeds (server/features/*/*.seed.ts), listed by npm run features.
    const context = { secretBox, options, enterpriseId: demoEnterprise.id, now };
    for (const feature of seedOrder(FEATURE_SEEDS)) await feature.seed(tx, context);
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
