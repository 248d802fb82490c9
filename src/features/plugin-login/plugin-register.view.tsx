import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ComponentType, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pluginRegisterMachine } from '../../../machines/plugin-login/plugin-register.machine';
import { FlowCardPage } from '../../shared/flow-card.view';
import classes from '../../shared/redirect-page.module.css';
import { PageHeading, Working } from '../../shared/redirect-page.view';
import { TraceNotWaiting } from './plugin-bind.view';

type Flow = ActorRefFrom<typeof pluginRegisterMachine>;

type Children = ReturnType<Flow['getSnapshot']>['children'];
/** The registration's steps (another feature's; src/app gives them), with this page's button and closing line. */
export type PluginRegisterForm = ComponentType<{
  flow: NonNullable<Children['bindRegister']>;
  submitLabel: ReactNode;
  footer: ReactNode;
}>;

/** `/pluginAdapterRegister`: a new account is registered, and the plugin's person is linked to it. */
export const pluginRegisterView = (RegisterForm: PluginRegisterForm) => {
  // Made once, so the page keeps one panel (and the form what was typed) across renders.
  const Panel = ({ flow }: { flow: Flow }) => <PluginRegisterPanel flow={flow} RegisterForm={RegisterForm} />;
  return function PluginRegisterView() {
    return <FlowCardPage flow="pluginRegister" Panel={Panel} />;
  };
};

export function PluginRegisterPanel({
  flow,
  RegisterForm,
}: {
  flow: Flow;
  RegisterForm: PluginRegisterForm;
}) {
  const { t } = useLingui();
  const step = useSelector(flow, (s) =>
    s.matches('registering') ? 'form' : s.matches('invalid') ? 'invalid' : 'busy',
  );
  const registration = useSelector(flow, (s) => s.children.bindRegister);
  const back = () => flow.send({ type: 'register.back' });
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading title={<Trans>注册并绑定</Trans>} />
      {step === 'busy' && <Working label={t`正在读取待绑定的账号`} />}
      {step === 'form' && (
        <>
          <Text size="sm">
            <Trans>注册一个新账号，它将与你在外部系统的账号绑定，以后可直接通过外部系统登录。</Trans>
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
                      onClick={() => flow.send({ type: 'register.bind' })}
                    >
                      登录并绑定
                    </Anchor>
                  </Trans>
                </Text>
              }
            />
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
