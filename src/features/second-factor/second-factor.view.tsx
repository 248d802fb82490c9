import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Tabs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { secondFactorMachine } from '../../../machines/second-factor/second-factor.machine';
import { FlowCardPage } from '../../shared/flow-card.view';
import { SuccessAlert } from '../../shared/success-alert.view';
import { AdminCodePanel } from './admin-code.view';
import { OfflineDevicePanel } from './offline-device.view';
import { OtpAppPanel } from './otp-app.view';
import { OtpResetPanel } from './otp-reset.view';
import { CHAIN_REFUSAL_TEXTS, METHOD_LABELS } from './second-factor.messages';
import { ChainProgress } from '../../shared/chain-progress.view';
import { SmsCodePanel } from './sms-code.view';

type Flow = ActorRefFrom<typeof secondFactorMachine>;

/** `/second/auth`: the second factor in the tenant's login frame, once its flow runs. */
export const SecondFactorView = () => <FlowCardPage flow="secondFactor" Panel={SecondFactorPanel} />;

type Snapshot = ReturnType<Flow['getSnapshot']>;
// Each method's child, under the id the second-factor machine declares for it (second-factor.setup.ts).
const otpChild = (s: Snapshot) => s.children.otpApp;
const smsChild = (s: Snapshot) => s.children.smsCode;
const adminChild = (s: Snapshot) => s.children.adminCode;
const resetChild = (s: Snapshot) => s.children.otpReset;
const offlineChild = (s: Snapshot) => s.children.offlineDevice;

/** The machine's states that show something of their own (second-factor.machine.ts). */
const SCREENS = ['loading', 'unavailable', 'method', 'saving', 'stepPassed', 'failed', 'refused'] as const;

export function SecondFactorPanel({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  // `passed` and `done` (left at once) show the success.
  const screen = useSelector(flow, (s) => SCREENS.find((name) => s.matches(name)) ?? 'passed');
  const progress = useSelector(flow, (s) => s.context.progress);
  // A pass being saved shows its success at once, but a chain's step may not be its last: it waits.
  const step = screen === 'saving' && !progress ? 'passed' : screen;
  const select = useSelector(flow, (s) => s.context.select);
  const method = useSelector(flow, (s) => s.context.method);
  const refusal = useSelector(flow, (s) => s.context.refusal);
  const otp = useSelector(flow, otpChild);
  const sms = useSelector(flow, smsChild);
  const admin = useSelector(flow, adminChild);
  const offline = useSelector(flow, offlineChild);
  const reset = useSelector(flow, resetChild);
  // The machine decides whether a lost app can be reset here (a bound app, a phone to prove).
  const resettable = useSelector(flow, (s) => s.can({ type: 'otp.reset' }));
  const methods = select?.methods ?? [];
  const panel =
    method === 'otp' && reset ? (
      <OtpResetPanel key={reset.id} flow={reset} onCancel={() => flow.send({ type: 'reset.cancel' })} />
    ) : method === 'otp' && otp ? (
      <OtpAppPanel
        key={otp.id}
        flow={otp}
        onLost={resettable ? () => flow.send({ type: 'otp.reset' }) : undefined}
      />
    ) : method === 'sms' && sms ? (
      <SmsCodePanel key={sms.id} flow={sms} />
    ) : method === 'admin' && admin ? (
      <AdminCodePanel key={admin.id} flow={admin} />
    ) : method === 'offline' && offline ? (
      <OfflineDevicePanel key={offline.id} flow={offline} />
    ) : null;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3" ta="center">
          <Trans>二次认证</Trans>
        </Title>
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          <Trans>为了您的账号安全，请完成身份验证</Trans>
        </Text>
        {progress && <ChainProgress step={progress.step} steps={progress.steps} />}
      </div>
      {(step === 'loading' || step === 'saving') && (
        <Center py="lg">
          <Loader
            role="status"
            aria-label={step === 'saving' ? t`正在保存验证结果` : t`正在加载二次认证方式`}
          />
        </Center>
      )}
      {step === 'unavailable' && (
        <Alert color="yellow" role="alert">
          <Trans>没有可用的二次认证方式，请联系管理员。</Trans>
        </Alert>
      )}
      {step === 'method' && (
        <>
          {select?.enableFaceVerify && (
            <Alert color="blue" variant="light" p="xs" role="note">
              <Trans>人脸识别仅在企业移动应用中提供，本页面不支持，请选择下方其他验证方式。</Trans>
            </Alert>
          )}
          {methods.length > 2 && method ? (
            // More methods than tabs fit side by side on a phone: one labelled choice, the panel below it.
            <>
              <NativeSelect
                label={t`验证方式`}
                value={method}
                onChange={(event) => flow.send({ type: 'method.choose', method: event.currentTarget.value })}
                data={methods.map((m) => ({ value: m, label: i18n._(METHOD_LABELS[m]) }))}
              />
              {panel}
            </>
          ) : methods.length > 1 && method ? (
            // The same tabs as the login page's login types; the flow chooses the tab, the tabs only ask.
            <Tabs
              value={method}
              onChange={(value) => value && flow.send({ type: 'method.choose', method: value })}
            >
              <Tabs.List grow aria-label={t`验证方式`}>
                {methods.map((m) => (
                  <Tabs.Tab key={m} value={m}>
                    {i18n._(METHOD_LABELS[m])}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {methods.map((m) => (
                <Tabs.Panel key={m} value={m} pt="md">
                  {m === method && panel}
                </Tabs.Panel>
              ))}
            </Tabs>
          ) : (
            panel
          )}
        </>
      )}
      {step === 'stepPassed' && (
        <SuccessAlert title={<Trans>验证通过</Trans>}>
          <Trans>请继续下一步验证</Trans>
        </SuccessAlert>
      )}
      {step === 'passed' && (
        <SuccessAlert title={<Trans>验证成功</Trans>}>
          <Trans>正在继续登录…</Trans>
        </SuccessAlert>
      )}
      {step === 'failed' && (
        <Alert color="red" role="alert" title={<Trans>二次认证失败</Trans>}>
          <Trans>即将返回登录页…</Trans>
        </Alert>
      )}
      {step === 'refused' && refusal && (
        <Alert color="red" role="alert" title={<Trans>组合登录认证失败</Trans>}>
          {/* The reason, then what happens next, each a line of its own. */}
          <Text inherit>{i18n._(CHAIN_REFUSAL_TEXTS[refusal])}</Text>
          <Text inherit>
            <Trans>即将返回登录页…</Trans>
          </Text>
        </Alert>
      )}
      {step !== 'passed' && (
        <Button variant="default" size="sm" onClick={() => flow.send({ type: 'login.back' })}>
          <Trans>返回登录</Trans>
        </Button>
      )}
    </Stack>
  );
}
