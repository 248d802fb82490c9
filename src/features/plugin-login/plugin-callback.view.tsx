import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { pluginCallbackMachine } from '../../../machines/plugin-login/plugin-callback.machine';
import { DELAYS } from '../../../schemas/spec-constants';
import { FlowCardPage } from '../../shared/flow-card.view';
import classes from '../../shared/redirect-page.module.css';
import { PageHeading, ProblemCard, Working } from '../../shared/redirect-page.view';
import { TRACE_REFUSAL_MESSAGES, checkFailureText } from './plugin-login.messages';

type Flow = ActorRefFrom<typeof pluginCallbackMachine>;
// An invalid trace goes back by itself after this (SPEC 4); the card says when.
const RESET_SECONDS = DELAYS.invalidTraceReset / 1000;

/** `/adapterPluginCallback`: the plugin's answer checked, or why nobody is signed in. */
export const PluginCallbackView = () => <FlowCardPage flow="pluginCallback" Panel={PluginCallbackPanel} />;

export function PluginCallbackPanel({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const step = useSelector(flow, (s) =>
    s.matches('incomplete')
      ? 'incomplete'
      : s.matches('refused')
        ? 'refused'
        : s.matches('failed')
          ? 'failed'
          : 'busy',
  );
  const outcome = useSelector(flow, (s) => s.context.outcome);
  const resetting = useSelector(flow, (s) => s.matches({ refused: 'resetting' }));
  const problem = useSelector(flow, (s) => s.context.problem);
  const back = () => flow.send({ type: 'callback.back' });
  const seconds = RESET_SECONDS;
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading
        title={<Trans>外部系统登录</Trans>}
        subtitle={step === 'busy' ? <Trans>正在完成登录…</Trans> : undefined}
      />
      {step === 'busy' && <Working label={t`正在完成外部系统登录`} />}
      {step === 'incomplete' && (
        <ProblemCard
          title={<Trans>登录未完成</Trans>}
          text={<Trans>这个页面缺少外部系统返回的登录信息（它只能使用一次）。请返回登录页重新发起。</Trans>}
          onBack={back}
        />
      )}
      {step === 'refused' && outcome?.kind === 'refused' && (
        <ProblemCard
          title={<Trans>外部系统登录失败</Trans>}
          text={i18n._(TRACE_REFUSAL_MESSAGES[outcome.refusal])}
          footnote={resetting ? <Trans>{seconds} 秒后自动返回登录页</Trans> : undefined}
          onBack={back}
        />
      )}
      {step === 'failed' && (
        <ProblemCard
          title={<Trans>外部系统登录失败</Trans>}
          text={checkFailureText(i18n, problem)}
          onRetry={() => flow.send({ type: 'callback.retry' })}
          onBack={back}
        />
      )}
    </Stack>
  );
}
