import type { Tenant } from '../tenant/tenant.repo';

/** The Hono variables of an API call. */
export interface AppEnv {
  Variables: {
    /** The instance's default tenant, loaded by the API guard. */
    tenant: Tenant;
    /** The caller's address as the API guard read it (X-Forwarded-For only behind a trusted proxy); '' unknown. */
    clientAddress: string;
  };
}
