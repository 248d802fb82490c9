import { useLingui } from '@lingui/react/macro';
import { Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';
import { STATUS_TITLES } from '../features/status/status-titles';
import { useAppActor, useAppSelector } from '../shared/app-actor';
import { useAppConfig } from '../shared/app-config';
import { imageUrl } from '../shared/image-url';
import { afterFirstForm } from '../effects/prefetch';
import { lazyView } from '../shared/lazy-view';
import { DesktopHeaderHost } from '../shared/desktop/desktop-header-host.view';
import { syncRoutes } from './route-sync';

// Needed only once there is a token: downloaded once the login form is usable, not before.
const PostLoginOverlay = lazyView(() => import('../features/post-login/post-login-overlay.view'));

const DEFAULT_ICON = `${import.meta.env.BASE_URL}favicon.svg`;

/**
 * Every page: keeps the tab title and icon in step with the route and the tenant's system settings, and
 * lays the post-login flow's overlay over whatever page got the token.
 */
export function RootLayout() {
  const { i18n } = useLingui();
  const config = useAppConfig();
  const router = useRouter();
  const actor = useAppActor();
  // The router listens to the URL from its first render on (its own layout effect runs before this one):
  // only now may the machine's moves be written, or a move made while the page rendered would be lost.
  useLayoutEffect(() => syncRoutes(router, actor), [router, actor]);
  const matches = useMatches();
  const settings = useAppSelector((s) => s.context.tenant?.systemSetting ?? null);
  const afterToken = useAppSelector(
    (s) => s.context.activity.kind === 'flow' && s.context.activity.flow === 'postLogin',
  );
  useEffect(() => afterFirstForm(PostLoginOverlay.preload), []);
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

  return (
    <>
      <DesktopHeaderHost />
      <Outlet />
      {afterToken && <PostLoginOverlay />}
    </>
  );
}
