import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ThirdPartyProblem } from '../../../machines/third-party-login/third-party-problem';
import { CardMessage } from '../../shared/card-message.view';
import { PROBLEM_MESSAGES } from './third-party-login.messages';

/** A third-party page's heading, with a line under it. */
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
  problem,
  text,
  footnote,
  onBack,
  onRetry,
}: {
  title: ReactNode;
  problem?: ThirdPartyProblem | null;
  text?: ReactNode;
  footnote?: ReactNode;
  onBack: () => void;
  onRetry?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Stack gap="md">
      <CardMessage color="red" title={title}>
        {text ?? (problem ? i18n._(PROBLEM_MESSAGES[problem]) : null)}
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
