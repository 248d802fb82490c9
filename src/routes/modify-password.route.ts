import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from './root.route';

/** `type` says why the change is forced; an unknown one is dropped rather than breaking the page. */
export const ModifyPasswordSearch = z.object({
  type: z.catch(
    z.optional(z.enum(['needModifyPasswordOfFirstLogin', 'needModifyPasswordOfPwdExpire'])),
    undefined,
  ),
});

/** `/modifyPassword?type=…`: the forced password change; its flow is modify-password.machine. */
export const modifyPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/modifyPassword',
  validateSearch: ModifyPasswordSearch,
  staticData: { title: msg`修改密码` },
  component: lazyRouteComponent(() => import('../views/modify-password.view'), 'ModifyPasswordView'),
});
