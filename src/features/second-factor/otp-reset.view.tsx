import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpResetMachine } from '../../../machines/second-factor/otp-reset.machine';
import { CaptchaField } from '../../ui/captcha-field.view';
import { CodeForm } from './code-form.view';
import { ResendButton } from '../../shared/resend-button.view';
import { LoadFailed } from '../../shared/load-failed.view';
import { REFUSAL_TEXTS } from './second-factor.messages';

type OtpReset = ActorRefFrom<typeof otpResetMachine>;

/** Resetting a lost authenticator app by a text to the user's phone (otp-reset.machine.ts). */
export function OtpResetPanel({ flow, onCancel }: { flow: OtpReset; onCancel: () => void }) {
  const { i18n, t } = useLingui();
  const state = useSelector(flow, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : s.matches('noPhone')
          ? 'noPhone'
          : s.matches('entering') || s.matches('verifying')
            ? 'code'
            : 'asking',
  );
  const { captcha, phoneNumber, resendIn, captchaMissing, formatError, refusal } = useSelector(
    flow,
    (s) => s.context,
  );
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const sending = useSelector(flow, (s) => s.hasTag('sending'));
  const drawing = useSelector(flow, (s) => s.hasTag('drawing'));
  const cancel = (
    <Button variant="subtle" size="sm" onClick={onCancel}>
      <Trans>取消重置</Trans>
    </Button>
  );
  const title = (
    <Text size="sm" fw={700}>
      <Trans>重置身份验证器</Trans>
    </Text>
  );
  if (state === 'loading')
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t`正在加载`} />
      </Center>
    );
  if (state === 'loadFailed')
    return (
      <Stack gap="md">
        <LoadFailed
          title={<Trans>重置信息加载失败</Trans>}
          text={<Trans>暂时无法开始重置，请检查网络后重试。</Trans>}
          onRetry={() => flow.send({ type: 'reset.retry' })}
        />
        {cancel}
      </Stack>
    );
  if (state === 'noPhone')
    return (
      <Stack gap="md">
        <Alert color="yellow" role="alert">
          <Trans>您的账号未绑定手机号，无法自助重置身份验证器，请联系管理员重置。</Trans>
        </Alert>
        {cancel}
      </Stack>
    );
  if (state === 'asking') {
    const send = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const value = new FormData(event.currentTarget).get('captcha');
      flow.send({ type: 'code.send', captcha: typeof value === 'string' ? value : '' });
    };
    return (
      <form onSubmit={send} noValidate aria-label={t`重置身份验证器`}>
        <Stack gap="md">
          {title}
          <Text size="sm">
            <Trans>
              为确认是您本人，验证码将以短信发送至 {phoneNumber}。验证通过后，旧的身份验证器失效，请绑定新的。
            </Trans>
          </Text>
          <CaptchaField
            challenge={captcha?.capCode ?? null}
            image={captcha?.image ?? null}
            drawing={drawing}
            autoFocus
            error={captchaMissing ? t`请输入图形验证码` : undefined}
            onRefresh={() => flow.send({ type: 'captcha.refresh' })}
            labels={{ field: t`图形验证码`, refresh: t`看不清，换一张`, image: t`验证码图片` }}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {i18n._(REFUSAL_TEXTS[refusal])}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={sending} disabled={busy}>
            <Trans>发送短信验证码</Trans>
          </Button>
          {cancel}
        </Stack>
      </form>
    );
  }
  return (
    <Stack gap="md">
      {title}
      <CodeForm
        label={t`重置验证码`}
        busy={busy}
        formatError={formatError}
        refusal={refusal}
        onSubmit={(code) => flow.send({ type: 'code.submit', code })}
        onEdit={() => flow.send({ type: 'code.edit' })}
      >
        <Text size="sm" role="status">
          <Trans>验证码已发送至 {phoneNumber}</Trans>
        </Text>
        <ResendButton
          resendIn={resendIn}
          sent
          onSend={() => flow.send({ type: 'code.resend' })}
          labels={{
            first: null,
            again: <Trans>重新发送验证码</Trans>,
            waiting: <Trans>重新发送（{resendIn} 秒）</Trans>,
          }}
        />
      </CodeForm>
      {cancel}
    </Stack>
  );
}
