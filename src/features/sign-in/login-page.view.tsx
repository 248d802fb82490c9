import { LoginLayout } from '../../shared/login-layout.view';
import { PageLoader } from '../../shared/page-loader.view';
import { useAppSelector, useFlowActor } from '../../shared/app-actor';
import { LoginCard } from './login-card.view';
import type { LoginTypePanels } from './login-type-panel';

const WAITING_FLOWS: ReadonlySet<string> = new Set(['signIn', 'applicationTwoFactor', 'postLogin']);

/**
 * `/login` and `/applicationTwoFactor`: a loader while the tenant boots, then the tenant's login page with
 * the card of the running sign-in flow (`signIn`, or `applicationTwoFactor` for an application's request).
 */
export function LoginPageView({ panels }: { panels: LoginTypePanels }) {
  const tenant = useAppSelector((s) => s.context.tenant);
  const signIn = useFlowActor('signIn');
  const applicationSignIn = useFlowActor('applicationTwoFactor');
  // The card waits while the sign-in flow's code is on its way, and after the token under the post-login
  // flow's overlay or dialog, so it keeps its place behind them instead of collapsing to the header.
  const starting = useAppSelector(
    (s) => s.context.activity.kind === 'flow' && WAITING_FLOWS.has(s.context.activity.flow),
  );
  if (!tenant) return <PageLoader />;
  return (
    <LoginLayout tenant={tenant}>
      <LoginCard tenant={tenant} flow={signIn ?? applicationSignIn} starting={starting} panels={panels} />
    </LoginLayout>
  );
}
