import * as z from 'zod/mini';
import { DEFAULT_APP_SECURITY_LEVEL } from './spec-constants';
import { envelope } from './envelope.schema';
import { LicenseState } from './license-state.schema';
import { Edition } from './rules/edition.rule';

/** GET /api/public/bff/v1.2/pre_frontend_login */
export const PreFrontendLogin = z.object({
  clientId: z.string(),
  instanceId: z.string(),
  themeColor: z.optional(z.nullable(z.string())),
});
export type PreFrontendLogin = z.infer<typeof PreFrontendLogin>;
export const PreFrontendLoginResponse = envelope(PreFrontendLogin);

/** GET /api/public/bff/v1.2/enterprise */
export const Enterprise = z.object({
  enterpriseId: z.string().check(z.minLength(1)),
  name: z.string(),
  nameEn: z.optional(z.nullable(z.string())),
});
export type Enterprise = z.infer<typeof Enterprise>;
export const EnterpriseResponse = envelope(Enterprise);

/** GET /api/public/bff/v1.2/idp4_info */
export const IdpInfo = z.object({
  idpName: z.optional(z.nullable(z.string())),
  version: z.optional(z.nullable(z.string())),
});
export type IdpInfo = z.infer<typeof IdpInfo>;
export const IdpInfoResponse = envelope(IdpInfo);

/** GET /api/public/bff/v1.2/system_setting/show: tab title and icon (an image name for /public/image/{name}). */
export const SystemSetting = z.object({
  title: z.optional(z.nullable(z.string())),
  titleEn: z.optional(z.nullable(z.string())),
  icon: z.optional(z.nullable(z.string())),
  /** After a forced password change the login goes on, instead of signing in again (SPEC section 4). */
  skipForceLogin: z.optional(z.nullable(z.boolean())),
  /** The tenant takes self-registrations: the login page links to `/register`. */
  allowRegister: z.optional(z.nullable(z.boolean())),
  /**
   * The instance signs in across tenants (authenticate/global/login): the plain login page's password is
   * checked in every tenant that has the name, and a user of several chooses one (`/enterpriseSelect`).
   */
  globalLogin: z.optional(z.nullable(z.boolean())),
  /** The tenant's edition (rules/edition.rule.ts); none: standard. The free one gates paid controls. */
  edition: z.optional(z.nullable(z.catch(Edition, 'standard'))),
  /** The instance's license flags (license.schema.ts); none: licensed. */
  license: z.optional(LicenseState),
});
export type SystemSetting = z.infer<typeof SystemSetting>;
export const SystemSettingResponse = envelope(SystemSetting);

/**
 * An SM2 challenge's code: what sm2_key answers as `code` and every form sends back as `sm2_code` with the
 * password it encrypted under it. Opaque to the page; the reference server's is one-time (its key's code, an
 * expiry, a nonce and their MAC: server/crypto/sm2-challenge.ts), so it is longer than a bare key code.
 */
export const Sm2Code = z.string().check(z.minLength(1), z.maxLength(256));

/**
 * POST /api/public/bff/v1.2/sm2_key: the tenant's SM2 public key (uncompressed point, hex) and a fresh
 * challenge to encrypt one submission's passwords under (src/crypto/sm2-challenge.ts says how).
 */
export const Sm2Key = z.object({
  code: Sm2Code,
  publicKey: z.string().check(z.regex(/^(04)?[0-9a-fA-F]{128}$/)),
});
export type Sm2Key = z.infer<typeof Sm2Key>;
export const Sm2KeyResponse = envelope(Sm2Key);

export const ClientDevice = z.enum(['PC_BROWSER', 'MOBILE_H5']);
export type ClientDevice = z.infer<typeof ClientDevice>;

/** One authentication source of the tenant (SPEC section 3, adapter entry). */
export const Adapter = z.object({
  enterpriseAuthId: z.string(),
  name: z.string(),
  display: z.boolean(),
  // A device another back end names that this page does not know (DESKTOP_CLIENT…) is dropped, not the list.
  clientDevices: z._default(
    z.pipe(
      z.array(z.catch(z.nullable(ClientDevice), null)),
      z.transform((devices) => devices.filter((device): device is ClientDevice => device !== null)),
    ),
    ['PC_BROWSER', 'MOBILE_H5'],
  ),
  compositeAuthenticate: z._default(z.boolean(), false),
});
export type Adapter = z.infer<typeof Adapter>;

/**
 * Query of the calls that name a tenant (the boot calls, load_auths, login_page_template): a missing enterpriseId
 * means the instance's default tenant.
 */
export const TenantQuery = z.object({ enterpriseId: z.optional(z.string().check(z.maxLength(64))) });
export type TenantQuery = z.infer<typeof TenantQuery>;

/** GET /api/public/bff/v1.2/load_auths?enterpriseId= */
export const AdapterList = z.object({
  list: z.array(Adapter),
  idaasAdapter: z.optional(z.nullable(z.string())),
  idaasH5Adapter: z.optional(z.nullable(z.string())),
  purchaseId: z.optional(z.nullable(z.string())),
  appSecurityLevel: z._default(z.number(), DEFAULT_APP_SECURITY_LEVEL),
  noSecurityAuth: z._default(z.boolean(), false),
});
export type AdapterList = z.infer<typeof AdapterList>;
export const AdapterListResponse = envelope(AdapterList);

/** GET /api/public/bff/v1.2/login_page_template?enterpriseId=: the custom config as a JSON string. */
export const LoginPageTemplate = z.object({
  customConfig: z.optional(z.nullable(z.string())),
});
export type LoginPageTemplate = z.infer<typeof LoginPageTemplate>;
export const LoginPageTemplateResponse = envelope(LoginPageTemplate);

/**
 * Query of GET /api/public/bff/v1.2/application/load_auths: the login types a service provider's application
 * allows (SPEC section 4, initial adapter). An application the tenant does not know is refused
 * (`ResourceNotFound`), before any password is sent.
 */
export const ApplicationLoadAuthsQuery = z.object({
  sp_code: z.string().check(z.minLength(1), z.maxLength(512)),
  application_key: z.string().check(z.minLength(1), z.maxLength(512)),
  enterpriseId: z.optional(z.string().check(z.maxLength(64))),
});
export type ApplicationLoadAuthsQuery = z.infer<typeof ApplicationLoadAuthsQuery>;
