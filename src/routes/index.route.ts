import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root.route';

/** `/` has no page of its own: it goes to login (SPEC section 2). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
