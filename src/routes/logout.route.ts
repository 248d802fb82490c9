import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from './root.route';

/** `oldAccessToken`: revoke only that older token and keep this session (SPEC section 4). */
export const LogoutSearch = z.object({ oldAccessToken: z.catch(z.optional(z.string()), undefined) });

/** `/logout?oldAccessToken=…`: ends the session; its flow is logout.machine. */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  validateSearch: LogoutSearch,
  staticData: { title: msg`退出登录` },
  component: lazyRouteComponent(() => import('../views/logout.view'), 'LogoutView'),
});
