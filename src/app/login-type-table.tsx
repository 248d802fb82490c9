/**
 * The login types, on the browser's side: each one's machine wired to its effects, and its form. One line
 * per login type, beside its line in machines/sign-in/login-types.ts; the sign-in flow runs them.
 */
import { ADAPTERS } from '../../schemas/spec-constants';
import { PasswordForm } from '../features/password-login/password-form.view';
import { passwordLoginFlow } from '../features/password-login/password-login.flow';
import type { LoginTypePanels } from '../features/sign-in/login-type-panel';
import type { LoginTypeLogics } from '../features/sign-in/sign-in.flow';
import type { FlowDeps } from '../shared/flow-deps';

export const loginTypeLogics = (deps: FlowDeps): LoginTypeLogics => ({
  [ADAPTERS.password]: passwordLoginFlow(deps),
});

export const LOGIN_TYPE_PANELS: LoginTypePanels = {
  [ADAPTERS.password]: PasswordForm,
};
