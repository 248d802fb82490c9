import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pluginBindMachine } from '../../../machines/plugin-login/plugin-bind.machine';
import { DELAYS } from '../../../schemas/spec-constants';
import { FlowCardPage } from '../../shared/flow-card.view';
import classes from '../../shared/redirect-page.module.css';
import { PageHeading, ProblemCard, Working } from '../../shared/redirect-page.view';

type Flow = ActorRefFrom<typeof pluginBindMachine>;
// The machine goes back after this (SPEC 9 "after binding 3 s"); the page says when.
const RETURN_SECONDS = DELAYS.afterBinding / 1000;

type Children = ReturnType<Flow['getSnapshot']>['children'];
/** The password form (another feature's; src/app gives it). */
export type PluginBindForm = ComponentType<{ flow: NonNullable<Children['bindLogin']> }>;

/** `/pluginAdapterBind`: the local account signs in, and the plugin's person is linked to it. */
export const pluginBindView = (PasswordForm: PluginBindForm) => {
  // Made once, so the page keeps one panel (and the form what was typed) across renders.
  const Panel = ({ flow }: { flow: Flow }) => <PluginBindPanel flow={flow} PasswordForm={PasswordForm} />;
  return function PluginBindView() {
    return <FlowCardPage flow="pluginBind" Panel={Panel} />;
  };
};

export function PluginBindPanel({ flow, PasswordForm }: { flow: Flow; PasswordForm: PluginBindForm }) {
  const { t } = useLingui();
  const step = useSelector(flow, (s) =>
    s.matches('signingIn') ? 'form' : s.matches('invalid') ? 'invalid' : 'busy',
  );
  const login = useSelector(flow, (s) => s.children.bindLogin);
  const allowRegister = useSelector(flow, (s) => s.context.allowRegister);
  const back = () => flow.send({ type: 'bind.back' });
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading title={<Trans>绑定已有账号</Trans>} />
      {step === 'busy' && <Working label={t`正在读取待绑定的账号`} />}
      {step === 'form' && (
        <>
          <Text size="sm">
            <Trans>
              你在外部系统的账号还没有绑定本系统账号。登录已有账号即可完成绑定，以后可直接通过外部系统登录。
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
          <Anchor component="button" type="button" size="sm" onClick={back} style={{ alignSelf: 'center' }}>
            <Trans>不绑定，返回登录</Trans>
          </Anchor>
        </>
      )}
      {step === 'invalid' && <TraceNotWaiting onBack={back} />}
    </Stack>
  );
}

/** A trace this tab does not wait to bind (the bind and register pages): the login comes back by itself. */
export function TraceNotWaiting({ onBack }: { onBack: () => void }) {
  const seconds = RETURN_SECONDS;
  return (
    <ProblemCard
      title={<Trans>无法绑定</Trans>}
      text={<Trans>绑定已失效或不是在本页面发起的，请重新通过外部系统登录</Trans>}
      footnote={<Trans>{seconds} 秒后自动返回登录页</Trans>}
      onBack={onBack}
    />
  );
}
