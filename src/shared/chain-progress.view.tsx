import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import classes from './chain-progress.module.css';

/**
 * A composite chain's step: which of how many (login and factor steps counted alike), under the page's heading.
 * The chain's pages (`/compositeLogin`, `/second/auth`) show it the same way.
 */
export function ChainProgress({ step, steps }: { step: number; steps: number }) {
  return (
    <Text className={classes.progress} size="sm" fw={500}>
      <Trans>
        第 {step} 步，共 {steps} 步
      </Trans>
    </Text>
  );
}
