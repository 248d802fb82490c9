import type { FlowSamples } from '../shared/flow-samples';

export const LOGOUT_SAMPLES: FlowSamples = {
  outputs: { logout: [{ kind: 'login' }, { kind: 'redirected', target: '/x' }] },
  routes: [{ path: '/logout' }],
};
