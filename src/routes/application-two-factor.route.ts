import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { LoginPageView } from '../views/login-page.view';
import { rootRoute } from './root.route';

/**
 * `/applicationTwoFactor?purchaseId&state&username&defaultAdapter=up`: an application asks for a second check
 * of its user. The orchestrator keeps the request as the login context; the page is the login page itself
 * and stays on this address, so a reload still carries the request.
 */
export const applicationTwoFactorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/applicationTwoFactor',
  staticData: { title: msg`应用二次认证` },
  component: LoginPageView,
});
