import { COMPOSITE_LOGIN_TYPE } from '../../../schemas/composite-step.schema';
import { needsPaidEdition } from '../../../schemas/rules/edition.rule';
import type { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { ReplyOf } from '../../../schemas/endpoint';
import type { LicenseState } from '../../../schemas/license-state.schema';
import { issueSm2Challenge } from '../../crypto/sm2-challenge';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { listAdapters } from '../../tenant/adapter.repo';
import type { AdapterRow } from '../../tenant/adapter.repo';
import { findSm2Key } from '../../tenant/sm2-key.repo';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';

/**
 * What the start-up calls of SPEC section 7 answer, computed in one place for their routes (boot.route.ts,
 * load-auths.route.ts) and for the login page that carries them (boot-page.route.ts): the page can only
 * hold what the API answers. Each gives the envelope's `data`, or the refusal the call answers.
 */
export type Refusal = { refused: readonly [code: string, message: string] };
export type BootResult<T> = { data: T } | Refusal;

/** The `data` a call of the endpoint table answers, as its handler gives it. */
export type DataOf<K extends keyof typeof ENDPOINTS> =
  ReplyOf<(typeof ENDPOINTS)[K]> extends { data: infer D } ? D : never;

/** The tenant a boot call names (enterpriseId), else the instance's default; an unknown one is refused. */
export const UNKNOWN_TENANT: Refusal = { refused: ['InvalidParameter', 'enterpriseId is invalid'] };

export const preFrontendLoginData = ({ clientId, instanceId, themeColor }: Tenant) => ({
  data: { clientId, instanceId, themeColor } satisfies DataOf<'preFrontendLogin'>,
});

export const idpInfoData = ({ idpName, idpVersion }: Tenant) => ({
  data: { idpName, version: idpVersion } satisfies DataOf<'idpInfo'>,
});

/**
 * A boot call's answer for the tenant `enterpriseId` names, else for `tenant` (the default): the tenant choice
 * shows each tenant's, and a page signed in to another tenant boots that one (its key, client, settings).
 */
export async function forNamedTenant<T>(
  db: Queryable,
  tenant: Tenant,
  enterpriseId: string | undefined,
  answerFor: (named: Tenant) => BootResult<T> | Promise<BootResult<T>>,
): Promise<BootResult<T>> {
  const named = enterpriseId ? await findTenant(db, enterpriseId) : tenant;
  return named ? answerFor(named) : UNKNOWN_TENANT;
}

/** The tenant's settings, with the instance's license flags (the same for every tenant: one license). */
export const systemSettingData = ({ title, titleEn, icon, settings }: Tenant, license: LicenseState) => ({
  data: {
    title,
    titleEn,
    icon,
    skipForceLogin: settings.skipForceLogin,
    allowRegister: settings.allowRegister,
    globalLogin: settings.globalLogin,
    edition: settings.edition,
    license,
  } satisfies DataOf<'systemSetting'>,
});

export async function enterpriseData(
  db: Queryable,
  enterpriseId?: string,
): Promise<BootResult<DataOf<'enterprise'>>> {
  const tenant = await findTenant(db, enterpriseId);
  if (!tenant) return UNKNOWN_TENANT;
  return { data: { enterpriseId: tenant.id, name: tenant.name, nameEn: tenant.nameEn } };
}

/** The tenant's public key with a fresh one-time challenge as its `code`: one per answer, stored nowhere. */
export async function sm2KeyData(
  { db, clock, secretBox }: Pick<Deps, 'db' | 'clock' | 'secretBox'>,
  tenant: Tenant,
): Promise<BootResult<DataOf<'sm2Key'>>> {
  const key = await findSm2Key(db, tenant.id);
  if (!key) return { refused: ['InternalError', 'no SM2 key configured'] };
  return { data: { code: issueSm2Challenge(secretBox, key.code, clock.now()), publicKey: key.publicKey } };
}

export async function loginPageTemplateData(
  db: Queryable,
  enterpriseId?: string,
): Promise<BootResult<DataOf<'loginPageTemplate'>>> {
  const tenant = await findTenant(db, enterpriseId);
  if (!tenant) return UNKNOWN_TENANT;
  return { data: { customConfig: tenant.loginPageConfig } };
}

/**
 * The adapter list answer: the tenant's default adapters, and `noSecurityAuth` when none is displayed. A tenant on
 * the free edition keeps its chains stored and signs in without them (chain-step.service.ts): its entries start
 * none, so the page does not start one either.
 */
export const adapterListData = (
  tenant: Tenant,
  list: AdapterRow[],
  application: { purchaseId: string | null; appSecurityLevel?: number },
): DataOf<'loadAuths'> => ({
  list: needsPaidEdition(tenant.settings.edition, COMPOSITE_LOGIN_TYPE)
    ? list.map((adapter) => ({ ...adapter, compositeAuthenticate: false }))
    : list,
  idaasAdapter: tenant.idaasAdapter,
  idaasH5Adapter: tenant.idaasH5Adapter,
  noSecurityAuth: !list.some((adapter) => adapter.display),
  ...application,
});

export async function loadAuthsData(
  db: Queryable,
  enterpriseId?: string,
): Promise<BootResult<DataOf<'loadAuths'>>> {
  const tenant = await findTenant(db, enterpriseId);
  if (!tenant) return UNKNOWN_TENANT;
  return { data: adapterListData(tenant, await listAdapters(db, tenant.id), { purchaseId: null }) };
}
