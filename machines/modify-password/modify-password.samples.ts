import type { FlowSamples } from '../shared/flow-samples';

export const MODIFY_PASSWORD_SAMPLES: FlowSamples = {
  outputs: {
    modifyPassword: [
      { kind: 'changed', continueLogin: false },
      { kind: 'changed', continueLogin: true },
      { kind: 'left' },
    ],
  },
  routes: [],
};
