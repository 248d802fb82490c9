import '@mantine/core/styles/Alert.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { loginAccessMachine } from '../../../machines/login-access/login-access.machine';
import { FlowCardPage } from '../../shared/flow-card.view';
import { LoadFailed } from '../../shared/load-failed.view';

type Flow = ActorRefFrom<typeof loginAccessMachine>;

/** `/loginAccess`: opening a service provider's application, in the tenant's login frame. */
export const LoginAccessView = () => <FlowCardPage flow="loginAccess" Panel={LoginAccessPanel} />;

export function LoginAccessPanel({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const step = useSelector(flow, (s) =>
    s.matches('unavailable') ? 'unavailable' : s.matches('unknownApplication') ? 'unknown' : 'busy',
  );
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3" ta="center">
          <Trans>访问应用</Trans>
        </Title>
        {step === 'busy' && (
          <Text size="sm" c="dimmed" ta="center" mt={4}>
            <Trans>正在确认访问该应用所需的身份验证</Trans>
          </Text>
        )}
      </div>
      {step === 'busy' && (
        <Center py="lg">
          <Loader role="status" aria-label={t`正在确认应用的安全级别`} />
        </Center>
      )}
      {step === 'unavailable' && (
        <LoadFailed
          title={<Trans>无法确认应用的访问要求</Trans>}
          text={<Trans>暂时无法获取应用的安全级别，请检查网络后重试。</Trans>}
          onRetry={() => flow.send({ type: 'access.retry' })}
        />
      )}
      {step === 'unknown' && (
        <>
          <Alert color="red" role="alert" title={<Trans>无法识别的应用</Trans>}>
            <Trans>访问链接中的应用不存在或已停用，请回到门户重新打开应用。</Trans>
          </Alert>
          <Button variant="default" size="sm" onClick={() => flow.send({ type: 'access.back' })}>
            <Trans>返回</Trans>
          </Button>
        </>
      )}
    </Stack>
  );
}
