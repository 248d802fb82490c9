import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { adapterLoginMachine } from '../../../machines/third-party-login/adapter-login.machine';
import { PLUGIN_ADAPTER } from '../../../schemas/plugin-sources';
import { FlowCardPage } from '../../shared/flow-card.view';
import { providerName } from '../../shared/third-party-source-label';
import classes from '../../shared/redirect-page.module.css';
import { CHAIN_REFUSAL_MESSAGES, problemText } from './third-party-login.messages';
import { PageHeading, ProblemCard, Working } from '../../shared/redirect-page.view';

type Flow = ActorRefFrom<typeof adapterLoginMachine>;

/** `/adapterLogin`: on the way to the provider, or why the way is closed. */
export const AdapterLoginView = () => <FlowCardPage flow="adapterLogin" Panel={AdapterLoginPanel} />;

export function AdapterLoginPanel({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  // A DingTalk OIDC plugin leaves for DingTalk, whatever the OIDC variant it signs in as; a plugin source
  // for the tenant's own system, named as the login page names it.
  const provider = useSelector(flow, ({ context: { kind, pluginId, sourceName } }) =>
    kind === PLUGIN_ADAPTER ? (sourceName ?? '') : providerName(i18n, pluginId === null ? kind : 'ddtalk'),
  );
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const problem = useSelector(flow, (s) => s.context.problem);
  // A composite chain's refusal of its plugin step: trying again cannot help.
  const refusal = useSelector(flow, (s) => (s.matches('refused') ? s.context.refusal : null));
  const back = () => flow.send({ type: 'start.back' });
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading
        title={<Trans>使用{provider}登录</Trans>}
        subtitle={failed || refusal ? undefined : <Trans>正在前往{provider}登录页面…</Trans>}
      />
      {refusal ? (
        <ProblemCard
          title={<Trans>多步验证无法继续</Trans>}
          text={i18n._(CHAIN_REFUSAL_MESSAGES[refusal])}
          onBack={back}
        />
      ) : failed ? (
        <ProblemCard
          title={<Trans>无法前往{provider}登录</Trans>}
          text={problemText(i18n, problem)}
          onRetry={() => flow.send({ type: 'start.retry' })}
          onBack={back}
        />
      ) : (
        <Working label={t`正在前往${provider}登录页面`} />
      )}
    </Stack>
  );
}
