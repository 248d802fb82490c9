import { useLoginSelector } from '../app/login-actor-context';
import { PasswordForm } from './password-form';

/** The password tab: the form of the running password-login flow. */
export function PasswordLoginPanel() {
  const flow = useLoginSelector((s) => s.children.passwordLogin);
  return flow ? <PasswordForm flow={flow} /> : null;
}
