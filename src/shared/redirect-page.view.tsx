import { Trans } from '@lingui/react/macro';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardMessage } from './card-message.view';

/**
 * The parts of the pages a login that leaves the page comes back to (a provider's, a plugin's): a heading, work
 * under way, and what went wrong.
 */

/** The page's heading, with a line under it. */
export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div>
      <Title order={1} size="h3" ta="center">
        {title}
      </Title>
      {subtitle && (
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}

/** Work under way, said to screen readers too. */
export function Working({ label }: { label: string }) {
  return (
    <Center py="lg">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

/**
 * What went wrong, with the way back to the login and, where trying again can help, a retry; `footnote` says
 * what happens next by itself (the login coming back).
 */
export function ProblemCard({
  title,
  text,
  footnote,
  onBack,
  onRetry,
}: {
  title: ReactNode;
  text: ReactNode;
  footnote?: ReactNode;
  onBack: () => void;
  onRetry?: () => void;
}) {
  return (
    <Stack gap="md">
      <CardMessage color="red" title={title}>
        {text}
      </CardMessage>
      {/* One under the other, the full width of the card: the same on a phone and a computer. */}
      <Stack gap="xs">
        {onRetry && (
          <Button fullWidth onClick={onRetry}>
            <Trans>重试</Trans>
          </Button>
        )}
        <Button fullWidth variant="default" onClick={onBack}>
          <Trans>返回登录</Trans>
        </Button>
      </Stack>
      {footnote && (
        <Text size="sm" c="dimmed" ta="center" role="status">
          {footnote}
        </Text>
      )}
    </Stack>
  );
}
