import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a method could not load, why, and a retry: the same card for every method's first call. */
export function LoadFailed({
  title,
  text,
  onRetry,
}: {
  title: ReactNode;
  text: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <Trans>重试</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
