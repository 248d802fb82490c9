import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { setNonce } from 'get-nonce';
import type { ReactNode } from 'react';
import { cspNonce } from '../security/csp-nonce';
import type { DialogAction } from './login-dialog.view';
import classes from './login-dialog.module.css';
import { MantineScope } from './mantine-scope';

// The modal's scroll lock adds a style element of its own (react-style-singleton): it carries the page's nonce.
setNonce(cspNonce());

type Props = {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  action?: DialogAction | undefined;
  dismissable?: boolean | undefined;
};

export default function LoginDialogBody({
  opened,
  title,
  onClose,
  children,
  action,
  dismissable = true,
}: Props) {
  const { t } = useLingui();
  return (
    <MantineScope>
      <Modal
        opened={opened}
        onClose={onClose}
        title={title}
        centered
        withCloseButton={dismissable}
        closeOnEscape={dismissable}
        closeOnClickOutside={dismissable}
        closeButtonProps={{ 'aria-label': t`关闭` }}
        classNames={{ title: classes.title }}
      >
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" mt="lg">
          {dismissable && (
            <Button
              onClick={onClose}
              variant={action ? 'default' : 'filled'}
              // Focus goes to the dialog's way on; Mantine looks for the attribute, whatever its value.
              {...(action ? {} : { 'data-autofocus': true })}
            >
              <Trans>我知道了</Trans>
            </Button>
          )}
          {action && (
            <Button onClick={action.onClick} data-autofocus>
              {action.label}
            </Button>
          )}
        </Group>
      </Modal>
    </MantineScope>
  );
}
