import { useLoginSelector } from '../app/login-actor-context';
import { LoginCard } from './login-card';
import { LoginLayout } from './login-layout';
import { PageLoader } from './page-loader';
import { PasswordLoginPanel } from './password-login-panel';
import { PostLoginOverlay } from './post-login-overlay';

/** `/login`: a loader while the tenant boots, then the tenant's login page. */
export function LoginPageView() {
  const tenant = useLoginSelector((s) => s.context.tenant);
  if (!tenant) return <PageLoader />;
  return (
    <LoginLayout tenant={tenant}>
      <LoginCard tenant={tenant} renderPanel={() => <PasswordLoginPanel />} />
      <PostLoginOverlay />
    </LoginLayout>
  );
}
