import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A message in the login card, in the colours of Mantine's light Alert. The first screen uses this instead
 * of Alert, whose close button and icon code it would otherwise have to download before the form shows.
 */
export function CardMessage({
  color,
  title,
  role = 'alert',
  children,
}: {
  color: 'red' | 'yellow';
  title?: ReactNode;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <Paper
      role={role}
      p="sm"
      radius="md"
      bg={`var(--mantine-color-${color}-light)`}
      c={`var(--mantine-color-${color}-light-color)`}
    >
      {title && (
        <Text fw={700} size="sm" mb={4}>
          {title}
        </Text>
      )}
      {children}
    </Paper>
  );
}
