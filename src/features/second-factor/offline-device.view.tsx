import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Code, Loader, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { offlineDeviceMachine } from '../../../machines/second-factor/offline-device.machine';
import { CodeForm } from './code-form.view';
import { LoadFailed } from '../../shared/load-failed.view';
import classes from './second-factor.module.css';

type OfflineDevice = ActorRefFrom<typeof offlineDeviceMachine>;

/** Digits in groups of four, as a token's display and keypad show them. */
const grouped = (digits: string) => digits.match(/.{1,4}/g)?.join(' ') ?? digits;

/** An offline device's answer to the challenge on screen, or binding a new device (offline-device.machine.ts). */
export function OfflineDevicePanel({ flow }: { flow: OfflineDevice }) {
  const { t } = useLingui();
  const state = useSelector(flow, (s) =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'form',
  );
  const { challenge, formatError, refusal } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  // A new challenge (after a spent one, or on request) loads in place of the QR code: the form stays.
  const renewing = state === 'loading' && challenge !== null;
  if (!challenge || (state !== 'form' && !renewing)) {
    if (state === 'loadFailed')
      return (
        <LoadFailed
          title={<Trans>挑战码加载失败</Trans>}
          text={<Trans>暂时无法获取离线设备的挑战码，请检查网络后重试。</Trans>}
          onRetry={() => flow.send({ type: 'challenge.renew' })}
        />
      );
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t`正在加载`} />
      </Center>
    );
  }
  const binding = challenge.provisioning !== null;
  const minutes = Math.round(challenge.expiresIn / 60);
  return (
    <CodeForm
      label={t`离线设备显示的应答码`}
      busy={busy}
      formatError={formatError}
      refusal={refusal}
      onSubmit={(code) => flow.send({ type: 'code.submit', code })}
      onEdit={() => flow.send({ type: 'code.edit' })}
    >
      <Text size="sm">
        {binding ? (
          <Trans>请用新的离线设备扫描下方二维码完成绑定，再输入设备显示的应答码。</Trans>
        ) : (
          <Trans>请用已绑定的离线设备扫描下方二维码，或在设备上输入挑战码，再输入设备显示的应答码。</Trans>
        )}
      </Text>
      <img className={classes.qr} src={challenge.base64Data} alt={t`离线设备挑战二维码`} />
      <Text size="sm" ta="center">
        <Trans>挑战码</Trans>{' '}
        <Code className={classes.secret} data-testid="offline-challenge">
          {grouped(challenge.challenge)}
        </Code>
      </Text>
      {binding && (
        <Text size="sm" ta="center">
          <Trans>设备密钥</Trans>{' '}
          <Code className={classes.secret} data-testid="offline-key">
            {challenge.provisioning}
          </Code>
        </Text>
      )}
      <Text size="xs" c="dimmed" ta="center">
        <Trans>挑战码 {minutes} 分钟内有效，只能使用一次。</Trans>{' '}
        <Button variant="subtle" size="compact-xs" onClick={() => flow.send({ type: 'challenge.renew' })}>
          <Trans>换一个挑战码</Trans>
        </Button>
      </Text>
    </CodeForm>
  );
}
