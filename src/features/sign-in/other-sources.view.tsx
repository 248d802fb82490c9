import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { TenantData } from '../../../machines/boot/boot.machine';
import type { signInMachine } from '../../../machines/sign-in/sign-in.machine';
import { DINGTALK_OIDC_PLUGIN_KIND } from '../../../schemas/dingtalk-oidc-plugin.schema';
import { dingTalkPluginSources, thirdPartySources } from '../../../machines/sign-in/third-party-sources';
import { PLUGIN_ADAPTER, pluginSourcesOf } from '../../../schemas/plugin-sources';
import { providerName } from '../../shared/third-party-source-label';
import { openEditionPrompt } from '../../shared/edition/edition-prompt';
import { needsPaidEdition } from '../../../schemas/rules/edition.rule';
import type { MouseEvent } from 'react';
import classes from './login-card.module.css';

type SignIn = ActorRefFrom<typeof signInMachine>;

/**
 * The tenant's third-party sources (issue 14) that are no tab of the card (an embedded QR source is one on a
 * desktop), then its DingTalk OIDC plugins (each signs in as `oidc_code_adapter` with its id), each a link to
 * `/adapterLogin`, which leaves for the provider; then its plugin sources (issue 15), which leave for the plugin;
 * a provider's login names the provider, so the login that comes back goes on to it.
 */
export function OtherSources({ flow, tenant }: { flow: SignIn; tenant: TenantData }) {
  const { i18n } = useLingui();
  const loginContext = useSelector(flow, (s) => s.context.loginContext);
  const open = useSelector(flow, (s) => s.matches('open'));
  const adapters = useSelector(flow, (s) =>
    s.context.loginContext.type === 'IDAAS_SP' ? s.context.application : tenant.adapters,
  );
  const mobile = useSelector(flow, (s) => s.context.mobile);
  const tabs = useSelector(flow, (s) => s.context.types);
  const sources = thirdPartySources(adapters, loginContext, mobile, tabs);
  const plugins = dingTalkPluginSources(tenant.dingTalkPlugins, loginContext, adapters);
  // An application's second check signs in the user it names by password: no plugin proves that.
  const pluginSources =
    loginContext.type === 'APPLICATION_TWOFACTOR' ? [] : pluginSourcesOf(adapters?.list ?? [], mobile);
  if (!open || sources.length + plugins.length + pluginSources.length === 0) return null;
  const sp = loginContext.type === 'IDAAS_SP' ? loginContext.spData : {};
  // The free edition offers the password alone: a source opens the edition prompt instead (SPEC 2).
  const gate = (kind: string) => (event: MouseEvent) => {
    if (!needsPaidEdition(tenant.systemSetting?.edition, kind)) return;
    event.preventDefault();
    openEditionPrompt();
  };
  return (
    <nav className={classes.sources} aria-labelledby="other-sources">
      <h2 id="other-sources" className={classes.sourcesTitle}>
        <Trans>其他登录方式</Trans>
      </h2>
      <ul className={classes.sourceList}>
        {sources.map((kind) => (
          <li key={kind}>
            <a
              className={classes.source}
              href={`#/adapterLogin?${new URLSearchParams({ adapter: kind, ...sp })}`}
              onClick={gate(kind)}
            >
              {providerName(i18n, kind)}
            </a>
          </li>
        ))}
        {plugins.map((plugin) => (
          <li key={`plugin-${plugin.id}`}>
            <a
              className={`${classes.source} ${classes.dingTalkSource}`}
              onClick={gate(DINGTALK_OIDC_PLUGIN_KIND)}
              href={`#/adapterLogin?${new URLSearchParams({ adapter: DINGTALK_OIDC_PLUGIN_KIND, pluginId: plugin.id, ...sp })}`}
            >
              {(i18n.locale === 'en' && plugin.nameEn) || plugin.name}
            </a>
          </li>
        ))}
        {pluginSources.map((source) => (
          <li key={source.enterpriseAuthId}>
            <a
              className={classes.source}
              onClick={gate(source.enterpriseAuthId)}
              href={`#/adapterLogin?${new URLSearchParams({ adapter: PLUGIN_ADAPTER, pluginId: source.enterpriseAuthId, ...sp })}`}
            >
              {source.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
