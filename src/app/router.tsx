import { freshImport } from '../effects/chunk-retry';
import type { MessageDescriptor } from '@lingui/core';
import {
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { type RouteId, ROUTES, ROUTE_IDS, isRoutedFlow } from '../../machines/app/route-table';
import { PAGES, type PageId } from '../../machines/app/pages';
import { STATUS_TITLES } from '../features/status/status-titles';
import { RouteErrorView } from '../shared/route-error.view';
import { FLOW_CODE } from './flow-code';
import { lazyPage } from '../shared/lazy-page';
import { RootLayout } from './root-layout.view';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The tab title of the route (SPEC section 2: every route has a Chinese tab title). */
    title?: MessageDescriptor;
  }
}

/** The status page view, loaded on first use: it is never part of the login page's first download. */
const StatusView = lazyPage(
  () => freshImport(() => import('../features/status/status-page.view')),
  'StatusPageView',
);

const isPage = (id: RouteId): id is PageId => id in PAGES;

/** Each route's page and title: a flow's from the flow code table, a status page's from its content. */
function pageOf(id: RouteId): { component: RouteComponent; title: MessageDescriptor } {
  if (isPage(id)) return { component: () => <StatusView kind={id} />, title: STATUS_TITLES[id] };
  const code = isRoutedFlow(id) ? FLOW_CODE[id] : null;
  if (!code) throw new Error(`route "${id}" has no page`);
  return { component: code.page, title: code.title };
}

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => <StatusView kind="notFound" />,
});

/** `/` has no page of its own: it goes to login (SPEC section 2). */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: ROUTES.signIn.path, replace: true });
  },
});

// Every route of the route table (machines/app/route-table.ts), with its page.
const pageRoutes = ROUTE_IDS.map((id) => {
  const { component, title } = pageOf(id);
  return createRoute({
    getParentRoute: () => rootRoute,
    path: ROUTES[id].path,
    staticData: { title },
    component,
  });
});

// Query values are plain strings, as other systems write and read them (`SP_login=true`, not `"true"`).
const parseSearch = (query: string) => Object.fromEntries(new URLSearchParams(query));
const stringifySearch = (search: Record<string, unknown>) => {
  const entries = Object.entries(search)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)]);
  return entries.length > 0 ? `?${new URLSearchParams(entries)}` : '';
};

/** The app's router: hash history in the browser; a test hands in a memory history. */
export function createAppRouter(history: RouterHistory = createHashHistory()) {
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, ...pageRoutes]),
    history,
    defaultPreload: false,
    defaultErrorComponent: RouteErrorView,
    parseSearch,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
