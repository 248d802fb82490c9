import { createHashHistory, createRouter } from '@tanstack/react-router';
import './route-meta';
import { applicationTwoFactorRoute } from './application-two-factor.route';
import { indexRoute } from './index.route';
import { loginRoute } from './login.route';
import { logoutRoute } from './logout.route';
import { modifyPasswordRoute } from './modify-password.route';
import { rootRoute } from './root.route';
import { statusRoutes } from './status.routes';
import { RouteErrorView } from '../views/route-error.view';

/** Every route of SPEC section 2 that has a page, in one table. Flows add their routes here. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  applicationTwoFactorRoute,
  modifyPasswordRoute,
  logoutRoute,
  ...statusRoutes,
]);

// Query values are plain strings, as other systems write and read them (`SP_login=true`, not `"true"`).
const parseSearch = (query: string) => Object.fromEntries(new URLSearchParams(query));
const stringifySearch = (search: Record<string, unknown>) => {
  const entries = Object.entries(search)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)]);
  return entries.length > 0 ? `?${new URLSearchParams(entries)}` : '';
};

export function createAppRouter() {
  return createRouter({
    routeTree,
    history: createHashHistory(),
    defaultPreload: false,
    defaultErrorComponent: RouteErrorView,
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
