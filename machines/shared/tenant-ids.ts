import type { FlowContext } from './flow-entry';

/** The tenant's ids the login calls send. */
export const tenantIds = (context: FlowContext) => ({
  clientId: context.tenant.preLogin.clientId,
  enterpriseId: context.tenant.enterprise?.enterpriseId ?? '',
});

/** A binding's password form: the local account signs in as a login of the source's type. */
export const bindingLogin = (context: FlowContext, enterpriseAuthId: string) => ({
  enterpriseAuthId,
  sm2Key: context.tenant.sm2Key,
  ...tenantIds(context),
  presetUsername: null,
  mobile: context.mobile,
  loginContext: context.loginContext,
});
