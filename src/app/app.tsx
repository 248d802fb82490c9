import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AppConfig } from '../../schemas/app-config.schema';
import { type AppActor, AppActorProvider } from '../shared/app-actor';
import { AppConfigProvider } from '../shared/app-config';
import { NoticeHost } from '../shared/notice-host.view';
import { EditionPromptHost } from '../shared/edition/edition-prompt-host.view';
import { usePageTheme } from '../shared/page-theme';
import { ThemeStyles } from './theme-styles';
import type { AppRouter } from './router';

type AppProps = { config: AppConfig; actor: AppActor; router: AppRouter };

function ThemedApp({ router }: Pick<AppProps, 'router'>) {
  const { themeColor, scheme } = usePageTheme();
  // No Mantine provider here: the first screen is drawn without Mantine's code (src/ui), and the views that
  // load later bring their own (src/shared/mantine-scope.tsx).
  return (
    <>
      <ThemeStyles themeColor={themeColor} scheme={scheme} />
      <NoticeHost />
      <EditionPromptHost />
      <RouterProvider router={router} />
    </>
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
