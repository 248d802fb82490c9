import type { FlowSamples } from '../shared/flow-samples';

export const RESET_PASSWORD_SAMPLES: FlowSamples = {
  outputs: { resetPassword: [{ kind: 'reset' }, { kind: 'left' }] },
  routes: [{ path: '/resetPassword' }],
};
