import { lazyRouteComponent } from '@tanstack/react-router';

/** The status page view, loaded on first use: it is never part of the login page's first download. */
export const StatusView = lazyRouteComponent(() => import('../views/status-page.view'), 'StatusPageView');
