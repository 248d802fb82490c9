import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Shown while the tenant boots: a spinner with an accessible name, never a blank page. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih="100vh">
      <Loader aria-label={t`加载中`} role="status" />
    </Center>
  );
}
