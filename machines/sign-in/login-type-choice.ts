import type { AdapterList } from '../../schemas/boot.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { PLAIN_GRANT } from '../shared/grant';
import type { LoginTypeInput } from '../shared/login-type';
import { availableLoginTypes } from './available-login-types';
import { type InitialAdapter, initialAdapter } from './initial-adapter';
import { EMBEDDED_QR_KEYS, LOGIN_TYPE_KEYS, type LoginTypeKey } from './login-types';
import type { SignInInput } from './sign-in.schema';

/** What the choice reads: the page's input and, for a service provider, what its application allows. */
type ChoiceContext = SignInInput & { application: AdapterList | null };

/** The adapters of the login: a service provider's application's, else the tenant's. */
const adaptersOf = (context: ChoiceContext) =>
  context.loginContext.type === 'IDAAS_SP' ? context.application : context.tenant.adapters;

/**
 * The tabs and the one the page opens on (SPEC 4): the configured login types this device and app have, of the
 * tenant or a provider's application; on the tenant's edition (a free one opens on the password).
 */
export const choice = (context: ChoiceContext): InitialAdapter => {
  const adapters = adaptersOf(context);
  const types = availableLoginTypes(
    context.tenant.pageConfig.loginTypeList,
    adapters?.list ?? [],
    context.mobile ? 'MOBILE_H5' : 'PC_BROWSER',
    // An application's check by password signs in the user it names: no other type proves that user. A phone
    // cannot scan its own screen: its embedded QR sources stay links under the form.
    context.loginContext.type === 'APPLICATION_TWOFACTOR'
      ? [ADAPTERS.password]
      : LOGIN_TYPE_KEYS.filter((key) => !context.mobile || !EMBEDDED_QR_KEYS.includes(key)),
  );
  return initialAdapter({
    adapters,
    types,
    context: context.loginContext,
    mobile: context.mobile,
    urlAdapter: context.urlAdapter ?? undefined,
    edition: context.tenant.systemSetting?.edition,
  });
};

/** The adapter's entry says its login is a composite chain's first step (issue 15). */
const adapterStartsChain = (context: ChoiceContext, key: LoginTypeKey): boolean =>
  adaptersOf(context)?.list.some(
    (adapter) => adapter.enterpriseAuthId === key && adapter.compositeAuthenticate,
  ) === true;

/**
 * What a login type is given: the tenant's key and ids, the user an application names, and, for an adapter that
 * starts a composite chain, the chain to start.
 */
export const loginTypeInput = (context: ChoiceContext, key: LoginTypeKey): LoginTypeInput => {
  const chained = adapterStartsChain(context, key);
  return {
    enterpriseAuthId: key,
    sm2Key: context.tenant.sm2Key,
    clientId: context.tenant.preLogin.clientId,
    enterpriseId: context.tenant.enterprise?.enterpriseId ?? '',
    presetUsername:
      context.loginContext.type === 'APPLICATION_TWOFACTOR'
        ? context.loginContext.applicationData.username
        : null,
    mobile: context.mobile,
    loginContext: context.loginContext,
    // Across the tenants only on the plain login page: a provider's application and an application's request
    // are one tenant's. A chain is one tenant's too: its code names the tenant's adapter.
    grant: chained
      ? { kind: 'chainStart' }
      : context.tenant.systemSetting?.globalLogin === true && context.loginContext.type === 'IDAAS'
        ? { kind: 'instanceWide' }
        : PLAIN_GRANT,
  };
};
