import type { Sm2Key } from '../../schemas/boot.schema';
import type { CompositeHandover } from '../../schemas/composite-step.schema';
import type { LoginContext } from '../../schemas/login-context.schema';
import type { ThirdPartyBindingRef } from './pending-binding';

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
   * The password is checked across the instance's tenants (authenticate/global/login): the plain login page of
   * an instance that says so (system_setting/show `globalLogin`). Absent: the tenant's own grant.
   */
  globalLogin?: boolean;
  /**
   * The login is a step of a composite chain (issue 15): its call sends the chain's code as `authCode`, and it
   * ends by handing the step's answer to the chain. A null code: the first step, which starts the chain.
   */
  chain?: { code: string | null };
};

/**
 * A login type ends with the access token it obtained, or, for a source that vouched for someone no local
 * account is linked to yet (Alilang), the binding to make (`/adapterBind`).
 */
export type LoginTypeOutput =
  TokenOutput | { binding: ThirdPartyBindingRef } | TenantChoiceOutput | ChainStepOutput;
/** A composite chain's step (the login ran with `chain`): the step's answer, handed to the chain, no token. */
export type ChainStepOutput = { composite: CompositeHandover };
/** The instance-wide password login found the account in several tenants: the ticket that chooses one. */
export type TenantChoiceOutput = { tenantChoice: string };
/** What the login types that only sign in end with (the password login, which the binding reuses, among them). */
export type TokenOutput = {
  accessToken: string;
  /** The tenant it was issued in, when the login was across tenants (the page then boots that tenant). */
  enterpriseId?: string;
};
