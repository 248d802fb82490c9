// The theme's variables only Mantine's components use (the first screen's are in src/styles.ts), and the
// styles of the Mantine components the later views share; a view imports any other it uses itself.
import 'virtual:theme-variables-rest.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { cspNonce } from '../security/csp-nonce';
import { appTheme } from '../theme/app-theme';
import { usePageTheme } from './page-theme';

/**
 * Mantine's provider around a view that loads later (dialogs, tabs, pages after the login). The first screen
 * has no Mantine components and so no provider: this one comes with the first view that needs it. The theme's
 * variables and the colour scheme are the page's (src/app/theme-styles.tsx): the provider writes neither.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const { themeColor, scheme } = usePageTheme();
  const theme = useMemo(() => appTheme(themeColor), [themeColor]);
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={scheme}
      withCssVariables={false}
      withGlobalClasses={false}
      getStyleNonce={cspNonce}
    >
      {children}
    </MantineProvider>
  );
}
