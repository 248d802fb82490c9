import { Suspense, lazy, useEffect } from 'react';
import { useLoginSelector } from '../app/login-actor-context';
import { whenIdle } from '../effects/when-idle';
import { LoginCard } from './login-card';
import { LoginLayout } from './login-layout';
import { PageLoader } from './page-loader';
import { PasswordLoginPanel } from './password-login-panel';

// Needed only once there is a token: downloaded when the page is idle, not before the form shows.
const loadOverlay = () => import('./post-login-overlay');
const PostLoginOverlay = lazy(loadOverlay);

/** `/login`: a loader while the tenant boots, then the tenant's login page. */
export function LoginPageView() {
  const tenant = useLoginSelector((s) => s.context.tenant);
  const afterToken = useLoginSelector((s) => s.matches('postLogin'));
  useEffect(() => whenIdle(() => void loadOverlay().catch(() => undefined)), []);
  if (!tenant) return <PageLoader />;
  return (
    <LoginLayout tenant={tenant}>
      <LoginCard tenant={tenant} renderPanel={() => <PasswordLoginPanel />} />
      {afterToken && (
        <Suspense fallback={null}>
          <PostLoginOverlay />
        </Suspense>
      )}
    </LoginLayout>
  );
}
