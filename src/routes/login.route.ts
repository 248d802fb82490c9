import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.route';

/** `/login`: the login page; its flow is the login orchestrator. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { title: msg`登录` },
  component: lazyRouteComponent(() => import('../views/login-page.view'), 'LoginPageView'),
});
