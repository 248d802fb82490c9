import type { AdapterList } from '../../schemas/boot.schema';
import {
  DINGTALK_OIDC_PLUGIN_KIND,
  type DingTalkOidcPlugin,
} from '../../schemas/dingtalk-oidc-plugin.schema';
import type { LoginContext } from '../../schemas/login-context.schema';
import {
  THIRD_PARTY_ADAPTERS,
  isRedirectKind,
  type RedirectKind,
  thirdPartyKindOf,
} from '../../schemas/third-party-sources';

/**
 * The third-party sources the login page offers under its form (issue 14): the adapters of the tenant, or of
 * a provider's application, that are third-party kinds displayed for this device, in their order, but for those
 * the login card has as tabs (`tabs`, the embedded QR sources on a desktop). An application's second check
 * signs in the user it names by password: no third-party account proves that.
 */
export function thirdPartySources(
  adapters: AdapterList | null,
  loginContext: LoginContext,
  mobile: boolean,
  tabs: readonly { key: string }[] = [],
): RedirectKind[] {
  if (loginContext.type === 'APPLICATION_TWOFACTOR' || !adapters) return [];
  const device = mobile ? 'MOBILE_H5' : 'PC_BROWSER';
  return (
    adapters.list
      .filter((adapter) => adapter.display && adapter.clientDevices.includes(device))
      .filter((adapter) => !tabs.some((tab) => tab.key === adapter.enterpriseAuthId))
      .map((adapter) => thirdPartyKindOf(adapter.enterpriseAuthId))
      // Alilang signs in on its own tab, never by leaving for a provider: no link under the form.
      .filter((kind): kind is RedirectKind => kind !== null && isRedirectKind(kind))
      .filter((kind, index, kinds) => kinds.indexOf(kind) === index)
  );
}

/**
 * The tenant's DingTalk OIDC plugins the login page offers beside the sources, in the tenant's order: every one
 * for the tenant's login (a plugin is the tenant's, as its list is); for a provider's, only when its application
 * allows the adapter they sign in through (`application`, its adapters); none for an application's second
 * check, which no third-party account proves.
 */
export function dingTalkPluginSources(
  plugins: readonly DingTalkOidcPlugin[],
  loginContext: LoginContext,
  application: AdapterList | null,
): readonly DingTalkOidcPlugin[] {
  switch (loginContext.type) {
    case 'APPLICATION_TWOFACTOR':
      return [];
    case 'IDAAS_SP':
      return application?.list.some(
        (adapter) => adapter.enterpriseAuthId === THIRD_PARTY_ADAPTERS[DINGTALK_OIDC_PLUGIN_KIND],
      )
        ? plugins
        : [];
    case 'IDAAS':
      return plugins;
  }
}
