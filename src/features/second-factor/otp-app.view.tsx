import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Code, List, Loader, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpAppMachine } from '../../../machines/second-factor/otp-app.machine';
import { CodeForm } from './code-form.view';
import { LoadFailed } from '../../shared/load-failed.view';
import { QrCode } from '../../ui/qr-code.view';
import classes from './second-factor.module.css';

type OtpApp = ActorRefFrom<typeof otpAppMachine>;

/** The secret in groups of four, as authenticator apps show keys: easier to read and type. */
const groupsOf = (secret: string) => secret.replace(/=+$/, '').match(/.{1,4}/g) ?? [secret];

/** The OTP app: the code of a bound app, or binding a new one by its QR code (otp-app.machine.ts). */
export function OtpAppPanel({ flow, onLost }: { flow: OtpApp; onLost?: (() => void) | undefined }) {
  const { t } = useLingui();
  const state = useSelector(flow, (s) =>
    s.matches('binding') || s.matches('bindingEnterprise') || s.matches('details') || s.matches('deciding')
      ? 'loading'
      : s.matches('bindingFailed')
        ? 'bindingFailed'
        : 'form',
  );
  const { binding, details, formatError, refusal } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  if (state === 'loading')
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t`正在加载`} />
      </Center>
    );
  if (state === 'bindingFailed')
    return (
      <LoadFailed
        title={<Trans>绑定信息加载失败</Trans>}
        text={<Trans>暂时无法获取绑定二维码，请检查网络后重试。</Trans>}
        onRetry={() => flow.send({ type: 'binding.retry' })}
      />
    );
  const digits = details.otpDigits;
  const period = details.otpPeriod;
  const form = (
    <CodeForm
      label={t`动态验证码`}
      description={
        binding
          ? t`输入验证器显示的 ${digits} 位数字完成绑定`
          : t`输入验证器应用中显示的 ${digits} 位数字，每 ${period} 秒更新`
      }
      busy={busy}
      formatError={formatError}
      refusal={refusal}
      onSubmit={(code) => flow.send({ type: 'code.submit', code })}
      onEdit={() => flow.send({ type: 'code.edit' })}
    />
  );
  if (!binding)
    return onLost ? (
      <Stack gap="xs">
        {form}
        <Button variant="subtle" size="compact-sm" onClick={onLost} className={classes.lost}>
          <Trans>身份验证器丢失？通过短信重置</Trans>
        </Button>
      </Stack>
    ) : (
      form
    );
  return (
    <Stack gap="md">
      <Text size="sm" fw={500}>
        <Trans>首次使用请绑定身份验证器</Trans>
      </Text>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>
          <Trans>
            在手机上打开身份验证器应用（如 Microsoft Authenticator、Google Authenticator、FreeOTP）
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>扫描下方二维码，或手动输入密钥</Trans>
        </List.Item>
        <List.Item>
          <Trans>输入应用显示的验证码完成绑定</Trans>
        </List.Item>
      </List>
      <Center className={classes.qr}>
        <QrCode value={binding.qrcode} label={t`绑定身份验证器的二维码`} />
      </Center>
      <Text size="sm" ta="center">
        <Trans>密钥</Trans>{' '}
        <Code className={classes.secret} aria-label={t`密钥`}>
          {/* A line breaks between groups, never inside one. */}
          {groupsOf(binding.secret).map((group, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <span className={classes.group}>{group}</span>
            </Fragment>
          ))}
        </Code>
      </Text>
      <Center>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={busy}
          onClick={() => flow.send({ type: 'binding.renew' })}
        >
          <Trans>换一个密钥</Trans>
        </Button>
      </Center>
      {form}
    </Stack>
  );
}
