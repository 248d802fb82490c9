import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ComponentType, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BindFlowId } from '../../../machines/bind/bind.entry';
import type { bindMachine } from '../../../machines/bind/bind.machine';
import { PLUGIN_ADAPTER } from '../../../schemas/plugin-sources';
import { DELAYS } from '../../../schemas/spec-constants';
import { FlowCardPage } from '../../shared/flow-card.view';
import classes from '../../shared/redirect-page.module.css';
import { PageHeading, ProblemCard, Working } from '../../shared/redirect-page.view';
import { providerName } from '../../shared/third-party-source-label';
import { problemText } from './bind.messages';

type Flow = ActorRefFrom<typeof bindMachine>;
// The machine goes back after this (SPEC 9 "after binding 3 s"); the page says when.
const RETURN_SECONDS = DELAYS.afterBinding / 1000;

type Children = ReturnType<Flow['getSnapshot']>['children'];
/** The password form (another feature's; src/app gives it). */
export type BindForm = ComponentType<{ flow: NonNullable<Children['bindLogin']> }>;
/** The registration's steps (another feature's; src/app gives them), with this page's button and closing line. */
export type BindRegisterForm = ComponentType<{
  flow: NonNullable<Children['bindRegister']>;
  submitLabel: ReactNode;
  footer: ReactNode;
}>;
type Forms = { PasswordForm: BindForm; RegisterForm: BindRegisterForm };

/**
 * A binding page (`/adapterBind`, `/pluginAdapterBind`, `/pluginAdapterRegister`): the local account signs in,
 * and the account that signed in elsewhere is linked to it; or, where the tenant takes registrations, a new
 * account is registered and linked.
 */
export const bindView = (PasswordForm: BindForm, RegisterForm: BindRegisterForm) => {
  // Made once, so the page keeps one panel (and the form what was typed) across renders.
  const Panel = ({ flow }: { flow: Flow }) => (
    <BindPanel flow={flow} PasswordForm={PasswordForm} RegisterForm={RegisterForm} />
  );
  return (flow: BindFlowId) =>
    function BindView() {
      return <FlowCardPage flow={flow} Panel={Panel} />;
    };
};

/** Which form or card shows. */
const stepOf = (s: ReturnType<Flow['getSnapshot']>) =>
  s.matches('signingIn')
    ? 'form'
    : s.matches('registering')
      ? 'register'
      : s.matches('invalid')
        ? 'invalid'
        : s.matches('failed')
          ? 'failed'
          : 'busy';

export function BindPanel({ flow, PasswordForm, RegisterForm }: { flow: Flow } & Forms) {
  const { i18n, t } = useLingui();
  // A third-party account is named, by its source (the server's loginIdp, else the address's) and its name; a
  // plugin's person is someone of an external system.
  const source = useSelector(flow, (s) =>
    s.context.source.kind === PLUGIN_ADAPTER ? null : (s.context.shown?.loginIdp ?? s.context.source.kind),
  );
  const provider = source === null ? null : providerName(i18n, source);
  const step = useSelector(flow, stepOf);
  const displayName = useSelector(flow, (s) => s.context.shown?.displayName ?? '');
  const allowRegister = useSelector(flow, (s) => s.context.allowRegister);
  const problem = useSelector(flow, (s) => s.context.problem);
  const login = useSelector(flow, (s) => s.children.bindLogin);
  const registration = useSelector(flow, (s) => s.children.bindRegister);
  const back = () => flow.send({ type: 'bind.back' });
  const seconds = RETURN_SECONDS;
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading title={step === 'register' ? <Trans>注册并绑定</Trans> : <Trans>绑定已有账号</Trans>} />
      {step === 'busy' && (
        <Working label={provider === null ? t`正在读取待绑定的账号` : t`正在读取待绑定的${provider}账号`} />
      )}
      {step === 'form' && (
        <>
          <Text size="sm">
            {provider === null ? (
              <Trans>
                你在外部系统的账号还没有绑定本系统账号。登录已有账号即可完成绑定，以后可直接通过外部系统登录。
              </Trans>
            ) : (
              <Trans>
                你的{provider}账号 <strong>{displayName}</strong>{' '}
                还没有绑定本系统账号。登录已有账号即可完成绑定，以后可直接使用
                {provider}登录。
              </Trans>
            )}
          </Text>
          {login && <PasswordForm flow={login} />}
          {allowRegister && (
            <Text size="sm" ta="center">
              <Trans>
                还没有账号？
                <Anchor component="button" type="button" onClick={() => flow.send({ type: 'bind.register' })}>
                  注册新账号并绑定
                </Anchor>
              </Trans>
            </Text>
          )}
        </>
      )}
      {step === 'register' && (
        <>
          <Text size="sm">
            {provider === null ? (
              <Trans>注册一个新账号，它将与你在外部系统的账号绑定，以后可直接通过外部系统登录。</Trans>
            ) : (
              <Trans>
                注册一个新账号，它将与你的{provider}账号 <strong>{displayName}</strong> 绑定，以后可直接使用
                {provider}登录。
              </Trans>
            )}
          </Text>
          {registration && (
            <RegisterForm
              flow={registration}
              submitLabel={<Trans>注册并绑定</Trans>}
              footer={
                <Text size="sm" ta="center">
                  <Trans>
                    已有账号？
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => flow.send({ type: 'bind.signIn' })}
                    >
                      登录并绑定
                    </Anchor>
                  </Trans>
                </Text>
              }
            />
          )}
        </>
      )}
      {(step === 'form' || step === 'register') && (
        <Anchor component="button" type="button" size="sm" onClick={back} style={{ alignSelf: 'center' }}>
          <Trans>不绑定，返回登录</Trans>
        </Anchor>
      )}
      {step === 'invalid' && (
        <ProblemCard
          title={<Trans>无法绑定</Trans>}
          text={problemText(i18n, problem ?? 'thirdParty.bindingInvalid')}
          footnote={<Trans>{seconds} 秒后自动返回登录页</Trans>}
          onBack={back}
        />
      )}
      {step === 'failed' && (
        <ProblemCard
          title={<Trans>无法读取待绑定的账号</Trans>}
          text={problemText(i18n, problem ?? 'unexpected')}
          onRetry={() => flow.send({ type: 'bind.retry' })}
          onBack={back}
        />
      )}
    </Stack>
  );
}
