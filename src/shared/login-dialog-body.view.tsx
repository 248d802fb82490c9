import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { opened: boolean; title: string; onClose: () => void; children: ReactNode };

export default function LoginDialogBody({ opened, title, onClose, children }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          <Trans>我知道了</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
