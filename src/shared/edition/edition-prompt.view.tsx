import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Badge.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Edition } from '../../../schemas/rules/edition.rule';
import { setNonce } from 'get-nonce';
import { cspNonce } from '../../security/csp-nonce';
import { MantineScope } from '../mantine-scope';
import classes from './edition-prompt.module.css';

// The modal's scroll lock adds a style element of its own (react-style-singleton): it carries the page's nonce.
setNonce(cspNonce());

const EDITIONS: { edition: Edition; name: MessageDescriptor; features: MessageDescriptor }[] = [
  { edition: 'free', name: msg`免费版`, features: msg`账户全生命周期管理、应用单点登录` },
  { edition: 'standard', name: msg`标准版`, features: msg`多种认证方式、数据同步、个性化定制` },
  { edition: 'exclusive', name: msg`专属版`, features: msg`独立部署` },
];

/**
 * The free edition's prompt (SPEC sections 1 and 2): the three editions and what each adds, the tenant's own
 * marked, and who can upgrade it. Its code and texts download when a gated control first opens it.
 */
export default function EditionPrompt({ onClose }: { onClose: () => void }) {
  const { i18n, t } = useLingui();
  return (
    <MantineScope>
      <Modal
        opened
        onClose={onClose}
        title={t`该功能需要升级版本`}
        centered
        closeButtonProps={{ 'aria-label': t`关闭` }}
        classNames={{ title: classes.title }}
      >
        <Stack gap="sm" component="ul" className={classes.list}>
          {EDITIONS.map(({ edition, name, features }) => (
            <li key={edition} className={classes.edition} data-current={edition === 'free' || undefined}>
              <Group gap="xs">
                <Text fw={600}>{i18n._(name)}</Text>
                {edition === 'free' && (
                  <Badge size="sm" variant="light">
                    <Trans>当前版本</Trans>
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {i18n._(features)}
              </Text>
            </li>
          ))}
        </Stack>
        <Text size="sm" mt="md">
          <Trans>当前为免费版，请联系管理员升级版本。</Trans>
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} data-autofocus>
            <Trans>取消</Trans>
          </Button>
        </Group>
      </Modal>
    </MantineScope>
  );
}
