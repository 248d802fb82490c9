import { useLingui } from '@lingui/react/macro';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLoginSelector } from '../app/login-actor-context';
import { useAppConfig } from '../app/app-config-context';
import { imageUrl } from '../api/image-url';
import { STATUS_TITLES } from './status-content';

const DEFAULT_ICON = `${import.meta.env.BASE_URL}favicon.svg`;

/** Every page: keeps the tab title and icon in step with the route and the tenant's system settings. */
export function RootLayout() {
  const { i18n } = useLingui();
  const config = useAppConfig();
  const matches = useMatches();
  const settings = useLoginSelector((s) => s.context.tenant?.systemSetting ?? null);
  // Only the root matched: no route has this path, and the root shows its not-found page.
  const notFound = matches.length === 1;
  const routeTitle = notFound
    ? STATUS_TITLES.notFound
    : matches.findLast((m) => m.staticData.title)?.staticData.title;
  const tenantTitle = (i18n.locale === 'en' && settings?.titleEn) || settings?.title || '';
  const page = routeTitle ? i18n._(routeTitle) : '';

  useEffect(() => {
    document.title = [page, tenantTitle].filter(Boolean).join(' - ');
  }, [page, tenantTitle]);

  const icon = settings?.icon ? imageUrl(config, settings.icon) : DEFAULT_ICON;
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && link.href !== icon) link.href = icon;
  }, [icon]);

  return <Outlet />;
}
