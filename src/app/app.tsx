import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AppConfig } from '../../schemas/app-config.schema';
import type { createAppRouter } from '../routes/route-table';
import { appTheme } from '../theme/app-theme';
import { AppConfigProvider } from './app-config-context';
import { NoticeHost } from './notice-host';
import type { LoginActor } from './login-actor';
import { LoginActorProvider, useLoginSelector } from './login-actor-context';

type AppProps = { config: AppConfig; actor: LoginActor; router: ReturnType<typeof createAppRouter> };

function ThemedApp({ router }: Pick<AppProps, 'router'>) {
  const themeColor = useLoginSelector((s) => s.context.tenant?.preLogin.themeColor ?? null);
  const theme = useMemo(() => appTheme(themeColor), [themeColor]);
  return (
    <MantineProvider theme={theme}>
      <NoticeHost />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}

export function App({ config, actor, router }: AppProps) {
  return (
    <AppConfigProvider value={config}>
      <LoginActorProvider value={actor}>
        <I18nProvider i18n={i18n}>
          <ThemedApp router={router} />
        </I18nProvider>
      </LoginActorProvider>
    </AppConfigProvider>
  );
}
