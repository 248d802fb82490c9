import { LoginLayout } from '../../shared/login-layout.view';
import { PageLoader } from '../../shared/page-loader.view';
import { useAppSelector, useFlowActor } from '../../shared/app-actor';
import { LoginCard } from './login-card.view';
import type { LoginTypePanels } from './login-type-panel';

/**
 * `/login` and `/applicationTwoFactor`: a loader while the tenant boots, then the tenant's login page with
 * the card of the running sign-in flow (`signIn`, or `applicationTwoFactor` for an application's request).
 */
export function LoginPageView({ panels }: { panels: LoginTypePanels }) {
  const tenant = useAppSelector((s) => s.context.tenant);
  const signIn = useFlowActor('signIn');
  const applicationSignIn = useFlowActor('applicationTwoFactor');
  // The sign-in flow's code is on its way: the card waits. After the token the card is left empty, under
  // the post-login flow's overlay or dialog.
  const starting = useAppSelector(
    (s) =>
      s.context.activity.kind === 'flow' &&
      (s.context.activity.flow === 'signIn' || s.context.activity.flow === 'applicationTwoFactor'),
  );
  if (!tenant) return <PageLoader />;
  return (
    <LoginLayout tenant={tenant}>
      <LoginCard tenant={tenant} flow={signIn ?? applicationSignIn} starting={starting} panels={panels} />
    </LoginLayout>
  );
}
