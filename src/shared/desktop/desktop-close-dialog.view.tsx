import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Alert.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { setNonce } from 'get-nonce';
import type { ActorRefFrom } from 'xstate';
import type { desktopWindowMachine } from '../../../machines/desktop-client/desktop-window.machine';
import type { DesktopWindowAction } from '../../../schemas/desktop-client.schema';
import { cspNonce } from '../../security/csp-nonce';
import classes from '../login-dialog.module.css';
import { MantineScope } from '../mantine-scope';

// The modal's scroll lock adds a style element of its own (react-style-singleton): it carries the page's nonce.
setNonce(cspNonce());

type WindowActor = ActorRefFrom<typeof desktopWindowMachine>;

/**
 * The close control's dialog (SPEC 2): minimise the client's window or close it. While the client's local
 * service is asked, the chosen button spins and neither can be pressed; when the client is not running or
 * refuses, the dialog says so and the user may try again or cancel.
 */
export default function DesktopCloseDialog({ actor }: { actor: WindowActor }) {
  const { t } = useLingui();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const chosen = useSelector(actor, (s) => s.context.action);
  const failure = useSelector(actor, (s) => s.context.failure);
  const choose = (action: DesktopWindowAction) => actor.send({ type: 'window.choose', action });
  const cancel = () => actor.send({ type: 'dialog.cancel' });
  return (
    <MantineScope>
      <Modal
        opened
        onClose={cancel}
        title={t`关闭窗口`}
        centered
        // No cross: in a dialog about closing the window it would read as that; 取消 says what it does.
        withCloseButton={false}
        // While the client is asked the choice stands: it may act on it whatever the page does.
        closeOnEscape={!busy}
        closeOnClickOutside={!busy}
        classNames={{ title: classes.title }}
      >
        <Text size="sm">
          <Trans>最小化后，客户端在后台继续运行；关闭将退出客户端。</Trans>
        </Text>
        {failure && (
          <Alert color="red" mt="md" role="alert" p="sm">
            {failure === 'absent' ? (
              <Trans>未连接到桌面客户端，请确认客户端正在运行后重试。</Trans>
            ) : (
              <Trans>桌面客户端未能完成操作，请重试。</Trans>
            )}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="subtle" color="gray" onClick={cancel} disabled={busy}>
            <Trans>取消</Trans>
          </Button>
          {/* Quitting is the step not taken back: red, and not where focus starts. */}
          <Button
            variant="outline"
            color="red"
            onClick={() => choose('close')}
            loading={busy && chosen === 'close'}
            disabled={busy && chosen !== 'close'}
          >
            <Trans>关闭</Trans>
          </Button>
          <Button
            onClick={() => choose('minimize')}
            loading={busy && chosen === 'minimize'}
            disabled={busy && chosen !== 'minimize'}
            data-autofocus
          >
            <Trans>最小化</Trans>
          </Button>
        </Group>
      </Modal>
    </MantineScope>
  );
}
