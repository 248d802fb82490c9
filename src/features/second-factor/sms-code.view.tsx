import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Center, Group, Loader, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { smsCodeMachine } from '../../../machines/second-factor/sms-code.machine';
import { CodeForm } from './code-form.view';
import { ResendButton } from '../../shared/resend-button.view';
import { NewPhoneForm } from './new-phone.view';
import { LoadFailed } from '../../shared/load-failed.view';

type SmsCode = ActorRefFrom<typeof smsCodeMachine>;

/** A code by SMS to the bound phone, or to the number being bound, with the resend countdown (sms-code.machine.ts). */
export function SmsCodePanel({ flow }: { flow: SmsCode }) {
  const { t } = useLingui();
  const state = useSelector(flow, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : s.matches('noPhone')
          ? 'noPhone'
          : s.matches('newPhone')
            ? 'newPhone'
            : 'ready',
  );
  const { phoneNumber, binding, resendIn, sent, formatError, refusal } = useSelector(flow, (s) => s.context);
  const sending = useSelector(flow, (s) => s.hasTag('sending'));
  const verifying = useSelector(flow, (s) => s.hasTag('busy'));
  if (state === 'loading')
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t`正在加载`} />
      </Center>
    );
  if (state === 'loadFailed')
    return (
      <LoadFailed
        title={<Trans>手机号信息加载失败</Trans>}
        text={<Trans>暂时无法获取绑定的手机号，请检查网络后重试。</Trans>}
        onRetry={() => flow.send({ type: 'phone.retry' })}
      />
    );
  if (state === 'noPhone')
    return (
      <Alert color="yellow" role="alert">
        <Trans>您的账号未绑定手机号，无法接收短信验证码。请选择其他验证方式，或联系管理员绑定手机号。</Trans>
      </Alert>
    );
  if (state === 'newPhone') return <NewPhoneForm flow={flow} />;
  return (
    <CodeForm
      label={t`短信验证码`}
      busy={verifying}
      formatError={formatError}
      refusal={refusal}
      onSubmit={(code) => flow.send({ type: 'code.submit', code })}
      onEdit={() => flow.send({ type: 'code.edit' })}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" role="status">
          {sent ? <Trans>验证码已发送至 {phoneNumber}</Trans> : <Trans>验证码将发送至 {phoneNumber}</Trans>}
        </Text>
        {binding && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => flow.send({ type: 'phone.change' })}
          >
            <Trans>更换手机号</Trans>
          </Anchor>
        )}
      </Group>
      <ResendButton
        resendIn={resendIn}
        sent={sent}
        sending={sending}
        onSend={() => flow.send({ type: 'code.send' })}
        labels={{
          first: <Trans>获取验证码</Trans>,
          again: <Trans>重新发送验证码</Trans>,
          waiting: <Trans>重新发送（{resendIn} 秒）</Trans>,
        }}
      />
    </CodeForm>
  );
}
