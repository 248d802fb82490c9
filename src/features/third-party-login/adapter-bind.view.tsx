import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ComponentType, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { adapterBindMachine } from '../../../machines/third-party-login/adapter-bind.machine';
import { DELAYS } from '../../../schemas/spec-constants';
import { FlowCardPage } from '../../shared/flow-card.view';
import { providerName } from '../../shared/third-party-source-label';
import classes from '../../shared/redirect-page.module.css';
import { problemText } from './third-party-login.messages';
import { PageHeading, ProblemCard, Working } from '../../shared/redirect-page.view';

type Flow = ActorRefFrom<typeof adapterBindMachine>;
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
 * `/adapterBind`: the local account signs in, and the third-party account is linked to it; or, where the
 * tenant takes registrations, a new account is registered and linked.
 */
export const adapterBindView = (PasswordForm: BindForm, RegisterForm: BindRegisterForm) => {
  // Made once, so the page keeps one panel (and the form what was typed) across renders.
  const Panel = ({ flow }: { flow: Flow }) => (
    <AdapterBindPanel flow={flow} PasswordForm={PasswordForm} RegisterForm={RegisterForm} />
  );
  return function AdapterBindView() {
    return <FlowCardPage flow="adapterBind" Panel={Panel} />;
  };
};

export function AdapterBindPanel({ flow, PasswordForm, RegisterForm }: { flow: Flow } & Forms) {
  const { i18n, t } = useLingui();
  // The source the server says waits (loginIdp), else the one the address names.
  const provider = providerName(
    i18n,
    useSelector(flow, (s) => s.context.pending?.loginIdp ?? s.context.kind),
  );
  const step = useSelector(flow, (s) =>
    s.matches('signingIn')
      ? 'form'
      : s.matches('registering')
        ? 'register'
        : s.matches('invalid')
          ? 'invalid'
          : s.matches('failed')
            ? 'failed'
            : 'busy',
  );
  const displayName = useSelector(flow, (s) => s.context.pending?.displayName ?? '');
  const allowRegister = useSelector(flow, (s) => s.context.allowRegister);
  const problem = useSelector(flow, (s) => s.context.problem);
  const login = useSelector(flow, (s) => s.children.bindLogin);
  const registration = useSelector(flow, (s) => s.children.bindRegister);
  const back = () => flow.send({ type: 'bind.back' });
  const seconds = RETURN_SECONDS;
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading title={step === 'register' ? <Trans>注册并绑定</Trans> : <Trans>绑定已有账号</Trans>} />
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
            <Trans>
              注册一个新账号，它将与你的{provider}账号 <strong>{displayName}</strong> 绑定，以后可直接使用
              {provider}登录。
            </Trans>
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
          text={problemText(i18n, problem)}
          onRetry={() => flow.send({ type: 'bind.retry' })}
          onBack={back}
        />
      )}
    </Stack>
  );
}
