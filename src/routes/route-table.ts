import { createHashHistory, createRouter } from '@tanstack/react-router';
import './route-meta';
import { indexRoute } from './index.route';
import { loginRoute } from './login.route';
import { logoutRoute } from './logout.route';
import { modifyPasswordRoute } from './modify-password.route';
import { rootRoute } from './root.route';
import { statusRoutes } from './status.routes';

/** Every route of SPEC section 2 that has a page, in one table. Flows add their routes here. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  modifyPasswordRoute,
  logoutRoute,
  ...statusRoutes,
]);

export function createAppRouter() {
  return createRouter({ routeTree, history: createHashHistory(), defaultPreload: false });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
