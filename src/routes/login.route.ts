import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { LoginSearch } from '../../schemas/login-context.schema';
import { LoginPageView } from '../views/login-page.view';
import { rootRoute } from './root.route';

/**
 * `/login`: the login page; its flow is the login orchestrator. The one route that is not lazy: it is the
 * first screen, and a separate chunk would only add a request before the form can show.
 */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { title: msg`登录` },
  validateSearch: (search) => LoginSearch.parse(search),
  component: LoginPageView,
});
