import type { FlowSamples } from '../shared/flow-samples';

export const REGISTER_SAMPLES: FlowSamples = {
  outputs: { register: [{ kind: 'registered', accessToken: 'new' }, { kind: 'pending' }] },
  routes: [{ path: '/register' }],
};
