import type { Sm2Key } from '../../schemas/boot.schema';
import type { LoginContext } from '../../schemas/login-context.schema';
import type { GrantRoute } from './grant';
import type { GrantResult } from './grant.schema';

/**
 * What every login type (a tab of the login page: password, SMS, QR, LDAP, the OAuth sources, the USB key…)
 * is given and ends with. The sign-in machine runs each as a child and knows nothing else about it, so a new
 * login type is one machine plus one line in each login-type table (machines/sign-in/login-types.ts and
 * src/app/login-type-table.tsx).
 */
export type LoginTypeInput = {
  /** The adapter this login type signs in through (SPEC section 3, adapter entry). */
  enterpriseAuthId: string;
  sm2Key: Sm2Key | null;
  clientId: string;
  enterpriseId: string;
  /** The user an application's second-factor request names: the login signs in only this one. */
  presetUsername: string | null;
  mobile: boolean;
  /** The login under way (a provider's application…): a login that leaves the page keeps it for the return. */
  loginContext: LoginContext;
  /**
   * How the login's proof is granted (grant.ts): the login type carries it to its call without reading it, and
   * asks `prepareGrant` first where `grantNeedsPreparing` says so.
   */
  grant: GrantRoute;
};

/** Every login type ends with what its proof was granted (grant.schema.ts). */
export type LoginTypeOutput = GrantResult;
