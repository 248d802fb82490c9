import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CHAIN_STEP_KEYS, type ChainStepKey } from '../../../machines/composite/chain-entry';
import type { compositeChainMachine } from '../../../machines/composite/composite-chain.machine';
import { DELAYS } from '../../../schemas/spec-constants';
import { ChainProgress } from '../../shared/chain-progress.view';
import { FlowCardPage } from '../../shared/flow-card.view';
import classes from '../../shared/redirect-page.module.css';
import { PageHeading, ProblemCard, Working } from '../../shared/redirect-page.view';
import { type LoginTypePanels, panelOf } from '../../shared/login-type-panel';
import { DROP_MESSAGES, STEP_PROMPTS, refusalMessage } from './composite.messages';
import styles from './composite-login.module.css';

type Flow = ActorRefFrom<typeof compositeChainMachine>;
// A dropped chain goes back to the login by itself after this (SPEC 9 failure return); the card says when.
const RETURN_SECONDS = DELAYS.failureReturn / 1000;

/** The page's part on show: work under way, a step's form, a plugin to leave for, or what went wrong. */
type Part = ChainStepKey | 'busy' | 'validating' | 'thirdParty' | 'refused' | 'dropped' | 'failed';

const isStep = (part: Part): part is ChainStepKey => (CHAIN_STEP_KEYS as readonly Part[]).includes(part);

const partOf = (snapshot: ReturnType<Flow['getSnapshot']>): Part => {
  const key = CHAIN_STEP_KEYS.find((candidate) => snapshot.matches({ step: { [candidate]: 'running' } }));
  if (key) return key;
  if (snapshot.matches('validating')) return 'validating';
  for (const part of ['thirdParty', 'refused', 'dropped', 'failed'] as const)
    if (snapshot.matches(part)) return part;
  return 'busy';
};

/**
 * `/compositeLogin` (issue 15; SPEC 2, 4 Composite authentication): a chain's next login step, with the login
 * page's own forms (src/app gives them), the step's place in the chain and whom it is for.
 */
export const compositeLoginView = (panels: LoginTypePanels) => {
  // Made once, so the page keeps one panel (and the form what was typed) across renders.
  const Panel = ({ flow }: { flow: Flow }) => <CompositeLoginPanel flow={flow} panels={panels} />;
  return function CompositeLoginView() {
    return <FlowCardPage flow="compositeLogin" Panel={Panel} />;
  };
};

export function CompositeLoginPanel({ flow, panels }: { flow: Flow; panels: LoginTypePanels }) {
  const { i18n, t } = useLingui();
  const part = useSelector(flow, partOf);
  const children = useSelector(flow, (s) => s.children);
  const next = useSelector(flow, (s) => s.context.entry?.nextAuth ?? null);
  const user = useSelector(flow, (s) => s.context.entry?.userInfo ?? null);
  const refusal = useSelector(flow, (s) => s.context.refusal);
  const reason = useSelector(flow, (s) => s.context.reason);
  const plugin = useSelector(flow, (s) =>
    s.context.plugins.find((source) => source.enterpriseAuthId === s.context.entry?.nextAuth?.authType),
  );
  const restart = () => flow.send({ type: 'chain.restart' });
  const seconds = RETURN_SECONDS;
  // Where a step waits for the user: which it is, and whose.
  const waiting = isStep(part) || part === 'thirdParty';
  const progress = waiting ? next : null;
  return (
    <Stack gap="md" className={classes.page}>
      <div>
        <PageHeading title={<Trans>多步验证</Trans>} />
        {progress && <ChainProgress step={progress.step} steps={progress.steps} />}
      </div>
      {progress && user && (
        <Text size="sm" ta="center" className={styles.user}>
          <Trans>
            正在验证：{user.displayName}（{user.username}）
          </Trans>
        </Text>
      )}
      {part === 'busy' && <Working label={t`正在读取验证步骤`} />}
      {part === 'validating' && <Working label={t`正在完成登录`} />}
      {CHAIN_STEP_KEYS.map(
        (key) =>
          part === key && (
            <Stack key={key} gap="md">
              <Text size="sm">{i18n._(STEP_PROMPTS[key])}</Text>
              {panelOf(key, panels, children, true)}
            </Stack>
          ),
      )}
      {part === 'thirdParty' && (
        <Stack gap="md">
          <Text size="sm">
            {plugin ? (
              <Trans>下一步请通过「{plugin.name}」验证身份，验证后将返回本页面继续。</Trans>
            ) : (
              <Trans>下一步请通过外部系统验证身份，验证后将返回本页面继续。</Trans>
            )}
          </Text>
          <Button fullWidth onClick={() => flow.send({ type: 'step.go' })}>
            {plugin ? <Trans>前往 {plugin.name}</Trans> : <Trans>前往外部系统</Trans>}
          </Button>
        </Stack>
      )}
      {part === 'refused' && (
        <ProblemCard
          title={<Trans>组合登录认证失败</Trans>}
          text={i18n._(refusalMessage(refusal))}
          onRetry={() => flow.send({ type: 'step.retry' })}
          onBack={restart}
        />
      )}
      {part === 'dropped' && reason && (
        <ProblemCard
          title={i18n._(DROP_MESSAGES[reason].title)}
          text={i18n._(DROP_MESSAGES[reason].text)}
          footnote={<Trans>{seconds} 秒后自动返回登录页</Trans>}
          onBack={restart}
        />
      )}
      {part === 'failed' && (
        <ProblemCard
          title={<Trans>无法继续验证</Trans>}
          text={<Trans>验证未能完成，可能是网络中断。请检查网络后重试。</Trans>}
          onRetry={() => flow.send({ type: 'chain.retry' })}
          onBack={restart}
        />
      )}
      {waiting && (
        <Anchor component="button" type="button" size="sm" onClick={restart} className={styles.restart}>
          <Trans>放弃验证，重新登录</Trans>
        </Anchor>
      )}
    </Stack>
  );
}
