import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AppConfig } from '../../schemas/app-config.schema';
import { type AppActor, AppActorProvider, useAppSelector } from '../shared/app-actor';
import { AppConfigProvider } from '../shared/app-config';
import { NoticeHost } from '../shared/notice-host.view';
import { appTheme } from '../theme/app-theme';
import { colorSchemeProps } from '../theme/color-scheme';
import { cspNonce } from '../security/csp-nonce';
import { ThemeStyles } from './theme-styles';
import type { AppRouter } from './router';

type AppProps = { config: AppConfig; actor: AppActor; router: AppRouter };

function ThemedApp({ router }: Pick<AppProps, 'router'>) {
  const themeColor = useAppSelector((s) => s.context.tenant?.preLogin.themeColor ?? null);
  const theme = useMemo(() => appTheme(themeColor), [themeColor]);
  const pageConfig = useAppSelector((s) => s.context.tenant?.pageConfig ?? null);
  return (
    // Mantine's style elements would break the Content-Security-Policy's Trusted Types: ThemeStyles stands in.
    <MantineProvider
      theme={theme}
      {...colorSchemeProps(pageConfig)}
      withCssVariables={false}
      withGlobalClasses={false}
      getStyleNonce={cspNonce}
    >
      <ThemeStyles />
      <NoticeHost />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}

export function App({ config, actor, router }: AppProps) {
  return (
    <AppConfigProvider value={config}>
      <AppActorProvider value={actor}>
        <I18nProvider i18n={i18n}>
          <ThemedApp router={router} />
        </I18nProvider>
      </AppActorProvider>
    </AppConfigProvider>
  );
}
