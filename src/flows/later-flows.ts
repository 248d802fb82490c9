import type { FlowDeps } from './flow-deps';
import { logoutFlow } from './logout.flow';
import { modifyPasswordFlow } from './modify-password.flow';
import { postLoginFlow } from './post-login.flow';

/**
 * The flows that come after the login form (post-login, forced password change, logout): one chunk,
 * downloaded when the page is idle, so the first screen does not carry them.
 */
export function laterFlows(deps: FlowDeps) {
  return {
    postLogin: postLoginFlow(deps),
    modifyPassword: modifyPasswordFlow(deps),
    logout: logoutFlow(deps),
  };
}

export type LaterFlows = ReturnType<typeof laterFlows>;
