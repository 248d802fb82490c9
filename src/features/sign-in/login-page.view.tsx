import type { ComponentType, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { applicationCodeMachine } from '../../../machines/application-code/application-code.machine';
import { LoginLayout } from '../../shared/login-layout.view';
import { PageLoader } from '../../shared/page-loader.view';
import { useAppSelector, useFlowActor } from '../../shared/app-actor';
import { Busy, LoginCard } from './login-card.view';
import type { LoginTypePanels } from '../../shared/login-type-panel';

const WAITING_FLOWS: ReadonlySet<string> = new Set([
  'signIn',
  'applicationTwoFactor',
  'applicationCode',
  'postLogin',
]);

/** The form of an application's check by one-time code (composed in src/app). */
export type ApplicationCodeForm = ComponentType<{
  flow: ActorRefFrom<typeof applicationCodeMachine>;
  fallback?: ReactNode;
}>;

/**
 * `/login` and `/applicationTwoFactor`: a loader while the tenant boots, then the tenant's login page with
 * the card of the running sign-in flow (`signIn`, or `applicationTwoFactor` for an application's request).
 */
export function LoginPageView({
  panels,
  CodeForm,
}: {
  panels: LoginTypePanels;
  CodeForm: ApplicationCodeForm;
}) {
  const tenant = useAppSelector((s) => s.context.tenant);
  const signIn = useFlowActor('signIn');
  const applicationSignIn = useFlowActor('applicationTwoFactor');
  const applicationCode = useFlowActor('applicationCode');
  // The card waits while the sign-in flow's code is on its way, and after the token under the post-login
  // flow's overlay or dialog, so it keeps its place behind them instead of collapsing to the header.
  const starting = useAppSelector(
    (s) => s.context.activity.kind === 'flow' && WAITING_FLOWS.has(s.context.activity.flow),
  );
  if (!tenant) return <PageLoader />;
  return (
    <LoginLayout tenant={tenant}>
      <LoginCard
        tenant={tenant}
        flow={signIn ?? applicationSignIn}
        starting={starting}
        panels={panels}
        body={applicationCode && <CodeForm flow={applicationCode} fallback={<Busy />} />}
      />
    </LoginLayout>
  );
}
