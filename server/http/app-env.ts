import type { Tenant } from '../tenant/tenant.repo';

/** The Hono variables of an API call. */
export interface AppEnv {
  Variables: {
    /** The instance's default tenant, loaded by the API guard. */
    tenant: Tenant;
  };
}
