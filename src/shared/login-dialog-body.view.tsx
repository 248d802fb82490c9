import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { setNonce } from 'get-nonce';
import type { ReactNode } from 'react';
import { cspNonce } from '../security/csp-nonce';
import classes from './login-dialog.module.css';
import { MantineScope } from './mantine-scope';

// The modal's scroll lock adds a style element of its own (react-style-singleton): it carries the page's nonce.
setNonce(cspNonce());

type Props = { opened: boolean; title: string; onClose: () => void; children: ReactNode };

export default function LoginDialogBody({ opened, title, onClose, children }: Props) {
  const { t } = useLingui();
  return (
    <MantineScope>
      <Modal
        opened={opened}
        onClose={onClose}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': t`关闭` }}
        classNames={{ title: classes.title }}
      >
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={onClose} data-autofocus>
            <Trans>我知道了</Trans>
          </Button>
        </Group>
      </Modal>
    </MantineScope>
  );
}
