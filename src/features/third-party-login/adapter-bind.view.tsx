import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { adapterBindMachine } from '../../../machines/third-party-login/adapter-bind.machine';
import { FlowCardPage } from '../../shared/flow-card.view';
import { providerName } from '../../shared/third-party-source-label';
import classes from './third-party-page.module.css';
import { PageHeading, ProblemCard, Working } from './third-party-page.view';

type Flow = ActorRefFrom<typeof adapterBindMachine>;

type Login = NonNullable<ReturnType<Flow['getSnapshot']>['children']['bindLogin']>;
/** The password form (another feature's; src/app gives it). */
export type BindForm = ComponentType<{ flow: Login }>;

/** `/adapterBind`: the local account signs in, and the third-party account is linked to it. */
export const adapterBindView = (PasswordForm: BindForm) => {
  // Made once, so the page keeps one panel (and the form what was typed) across renders.
  const Panel = ({ flow }: { flow: Flow }) => <AdapterBindPanel flow={flow} PasswordForm={PasswordForm} />;
  return function AdapterBindView() {
    return <FlowCardPage flow="adapterBind" Panel={Panel} />;
  };
};

export function AdapterBindPanel({ flow, PasswordForm }: { flow: Flow; PasswordForm: BindForm }) {
  const { i18n, t } = useLingui();
  const provider = providerName(
    i18n,
    useSelector(flow, (s) => s.context.kind),
  );
  const step = useSelector(flow, (s) =>
    s.matches('signingIn')
      ? 'form'
      : s.matches('invalid')
        ? 'invalid'
        : s.matches('failed')
          ? 'failed'
          : 'busy',
  );
  const displayName = useSelector(flow, (s) => s.context.pending?.displayName ?? '');
  const problem = useSelector(flow, (s) => s.context.problem);
  const login = useSelector(flow, (s) => s.children.bindLogin);
  const back = () => flow.send({ type: 'bind.back' });
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading title={<Trans>绑定已有账号</Trans>} />
      {step === 'busy' && <Working label={t`正在读取待绑定的${provider}账号`} />}
      {step === 'form' && (
        <>
          <Text size="sm">
            <Trans>
              你的{provider}账号 <strong>{displayName}</strong>{' '}
              还没有绑定本系统账号。登录已有账号即可完成绑定，以后可直接使用
              {provider}登录。
            </Trans>
          </Text>
          {login && <PasswordForm flow={login} />}
          <Anchor component="button" type="button" size="sm" onClick={back} style={{ alignSelf: 'center' }}>
            <Trans>不绑定，返回登录</Trans>
          </Anchor>
        </>
      )}
      {step === 'invalid' && (
        <ProblemCard title={<Trans>无法绑定</Trans>} problem="thirdParty.bindingInvalid" onBack={back} />
      )}
      {step === 'failed' && (
        <ProblemCard
          title={<Trans>无法读取待绑定的账号</Trans>}
          problem={problem}
          onRetry={() => flow.send({ type: 'bind.retry' })}
          onBack={back}
        />
      )}
    </Stack>
  );
}
